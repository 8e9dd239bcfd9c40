import type { TLeadMagnetContent, TLeadMagnetInput, TLeadMagnetType } from '../../../shared/lead-magnets';
import { CTAS, METRICS, VIRAL_FORMULAS } from '../../ai/compose/bank/ctas';
import { HOOK_CATEGORIES, HOOKS } from '../../ai/compose/bank/hooks';
import {
  asGerund,
  audience as audiencePhrase,
  headPhrase,
  midSentence,
  obstacle,
  outcome as outcomePhrase,
  prime,
} from '../../ai/compose/language';
import { type Rng, seeded } from '../../ai/compose/rng';
import {
  clip,
  fill,
  joinList,
  keyword,
  lowerFirst,
  paragraphs,
  phrase,
  sentence,
  upperFirst,
} from '../../ai/compose/text';

type Slots = Record<string, string>;

/** What each format is called in a sentence, how it presents a section, and one tip for improving it. */
const FORMAT: Record<TLeadMagnetType, { noun: string; lead: string; tip: string }> = {
  viral_hooks: {
    noun: 'a viral hooks collection',
    lead: 'Use these as first lines, then adapt the wording to your voice.',
    tip: 'Test two hooks on the same video idea and keep the one with better 3-second retention.',
  },
  content_templates: {
    noun: 'a set of content templates',
    lead: 'Copy the template, fill in the brackets, and publish.',
    tip: 'Add one personal detail to every template so it never reads as generic.',
  },
  ebook: {
    noun: 'a short ebook',
    lead: 'Read this section start to finish, then do the exercise at the end.',
    tip: 'Put the most useful chapter first; most readers never reach page 20.',
  },
  checklist: {
    noun: 'a checklist',
    lead: 'Tick each item before moving to the next section.',
    tip: 'Keep every item to one action a reader can finish in one sitting.',
  },
  template: {
    noun: 'a worksheet',
    lead: 'Fill in each field; a rough first answer beats a blank page.',
    tip: 'Pre-fill one example row so readers see what good looks like.',
  },
  calculator: {
    noun: 'a calculator',
    lead: 'Work through the numbers with your own figures.',
    tip: 'Show the result as one clear number with a next step beside it.',
  },
  cheat_sheet: {
    noun: 'a cheat sheet',
    lead: 'Keep this page open while you work.',
    tip: 'Cut any line a reader would not look up twice.',
  },
  resource_list: {
    noun: 'a resource list',
    lead: 'Start with the first resource; each one builds on the last.',
    tip: 'Say in one line why each resource made the list.',
  },
};

/** Fill-in-the-blank templates; the example shows one filled in with the reader's own pain point. */
const CUSTOM_TEMPLATES = [
  {
    template: 'If you are {audience} dealing with [problem], try this first: [one action].',
    example: 'If you are {audience} dealing with {pain}, try this first: give it 20 focused minutes today.',
    useCase: 'Opening line of a short video or post',
  },
  {
    template: '[Number] {topic} mistakes {audience} make (and what to do instead)',
    example: '{n} {topic} mistakes behind {pain} (and what to do instead)',
    useCase: 'Carousel, blog or video title',
  },
  {
    template: 'I used to struggle with [problem]. Now [result]. What changed: [one step].',
    example:
      'I used to struggle with {pain}. Now it takes a fraction of the time. What changed: one simple weekly routine.',
    useCase: 'Story post or email opener',
  },
  {
    template: 'Stop [common approach]. Start [better approach]. Here is why: [reason].',
    example:
      'Stop fighting {pain} with more effort. Start with one small system. Here is why: systems outlast motivation.',
    useCase: 'Contrarian post or thread',
  },
];

/** Words of a title that name the format, not the subject: "The 7-Day Meal Prep Kit" is about meal prep. */
const FORMAT_WORDS =
  /^(?:the|a|an|your|my|ultimate|complete|free|essential|simple|quick|starter|\d+[-\s]?(?:day|step|minute|week)s?|\d+|kit|guide|checklist|e?book|templates?|cheat|sheet|toolkit|blueprint|playbook|workbook|collection|list|calculator|bundle|pack|masterclass|hooks?|viral|resources?|for|to|of|and|&|[-–—:|])$/i;

function titleTopic(title: string): string | undefined {
  const words = phrase(title, 10)
    .split(' ')
    .filter((w) => !FORMAT_WORDS.test(w));
  if (!words.length) return undefined;
  // A Title Case title reads as a phrase once its capitals go ("Night Shift Meal Prep" -> "night shift meal
  // prep"); words with inner capitals or all capitals (TikTok, SEO) keep theirs.
  return words
    .slice(0, 4)
    .map((w) => (/^[A-Z][a-z'’-]*$/.test(w) ? w.toLowerCase() : w))
    .join(' ');
}

/** True when every sentence of a template takes an answer, so a second filling never repeats a stock line. */
const allFilled = (t: string) => t.split(/(?<=[.!?:])\s+/).every((part) => /\{\w+\}/.test(part));

/**
 * Hooks of one category: each template once, with the pains taking turns, before any template is used
 * again; a second round (only when more hooks are wanted than there are templates) takes only templates
 * whose every sentence carries an answer, so no stock line shows twice.
 */
function hooksFor(rng: Rng, category: (typeof HOOK_CATEGORIES)[number], slots: Slots, pains: string[], count: number) {
  // "a new {topic} routine" with the topic "curl routine" would say "routine routine": such a template is left out.
  const last = (slots.topic ?? '').split(' ').at(-1)?.toLowerCase() ?? '';
  const fits = HOOKS[category].templates.filter((t) => !t.toLowerCase().includes(`{topic} ${last}`));
  const templates = rng.sample(fits, fits.length);
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (t: string, pain: string) => {
    const hook = clip(sentence(fill(t, { ...slots, pain })), 240);
    if (seen.has(hook)) return;
    seen.add(hook);
    out.push(hook);
  };
  templates.forEach((t, i) => add(t, pains[i % pains.length] ?? slots.pain ?? ''));
  for (let round = 1; round < pains.length && out.length < count; round++) {
    templates.filter(allFilled).forEach((t, i) => add(t, pains[(i + round) % pains.length] ?? ''));
  }
  // A long collection (viral hooks) may still be short: then any template takes another pain.
  for (let round = 1; round < pains.length && out.length < count; round++) {
    templates.forEach((t, i) => add(t, pains[(i + round) % pains.length] ?? ''));
  }
  return out.slice(0, count);
}

/** One frame per section for the action list, each used once, so no two items read alike. */
const SECTION_ACTIONS = [
  (n: number, t: string) => `Work through section ${n}: ${t}`,
  (n: number, t: string) => `Give section ${n} its own sitting (${t})`,
  (n: number, t: string) => `Try section ${n} on one real example: ${t}`,
  (n: number, t: string) => `Read section ${n} twice and mark one change to make: ${t}`,
  (n: number, t: string) => `Share what you learned from section ${n}, ${t}, with a friend`,
  (n: number, t: string) => `Close with section ${n}: ${t}`,
];

/** A ready-to-use lead magnet from the wizard draft: one main section per outline section, hooks, templates and a plan to measure it. */
export function composeLeadMagnet(input: TLeadMagnetInput): TLeadMagnetContent {
  const rng = seeded(input);
  prime({
    audience: [input.targetAudience],
    obstacle: input.painPoints,
    outcome: input.contentOutline.objectives,
    phrase: input.contentOutline.sections.map((s) => s.title),
  });
  const audience = audiencePhrase(input.targetAudience, 8);
  const read = input.painPoints.map((p) => obstacle(p, 8));
  // A pain written as a question reads badly inside a hook; it is left out when another one reads well.
  const pains = (read.some((o) => o.ok) ? read.filter((o) => o.ok) : read).map((o) => o.noun);
  const topic =
    titleTopic(input.title) ??
    lowerFirst(input.industry === 'Other' ? phrase(input.title, 5) : (input.industry.split('/')[0] ?? ''));
  const objectives = input.contentOutline.objectives.map((o) => outcomePhrase(o, 12));
  const outcome = objectives[0] ? asGerund(objectives[0]) : `better results in ${topic}`;
  const sectionTitle = (title: string) => midSentence(headPhrase(title, 12));
  const slots: Slots = { audience, topic, outcome, n: '5', keyword: keyword(input.title), pain: pains[0] ?? topic };
  const sections = input.contentOutline.sections;
  const format = FORMAT[input.leadMagnetType];
  const hookCount = input.leadMagnetType === 'viral_hooks' ? 12 : 6;

  const summary = [
    `${clip(input.title, 150)} is ${format.noun} for ${audience}.`,
    `It tackles ${joinList(pains.slice(0, 3))} across ${sections.length} section${sections.length === 1 ? '' : 's'}: ${joinList(sections.map((s) => clip(s.title, 60)))}.`,
    objectives.length ? `By the end, readers will be able to ${joinList(objectives.slice(0, 3))}.` : '',
    input.description ? sentence(clip(input.description, 400)) : '',
  ];
  return {
    executiveSummary: clip(summary.filter(Boolean).join(' '), 1500),
    viralHooksCollection: rng
      .fork('hooks')
      .sample(HOOK_CATEGORIES, 4)
      .map((c) => ({
        category: HOOKS[c].label,
        platforms: HOOKS[c].platforms,
        hooks: hooksFor(rng.fork(c), c, slots, pains, hookCount),
        psychologyTriggers: HOOKS[c].triggers,
      })),
    customizationTemplates: CUSTOM_TEMPLATES.map((t) => ({
      template: clip(fill(t.template, slots), 400),
      examples: [...new Set(pains.slice(0, 2).map((pain) => clip(fill(t.example, { ...slots, pain }), 300)))],
      useCase: t.useCase,
    })),
    viralFormulas: rng
      .fork('formulas')
      .sample(VIRAL_FORMULAS, 3)
      .map((f) => ({
        name: f.name,
        structure: f.structure,
        example: clip(fill(f.example, { ...slots, hook: fill(rng.pick(HOOKS.curiosity.templates), slots) }), 600),
        bestPlatforms: f.bestPlatforms,
      })),
    mainContent: sections.map((s, i) => {
      const pain = pains[i % pains.length] ?? topic;
      const keyPoints = s.keyPoints.length
        ? s.keyPoints
        : [
            `Why ${sectionTitle(s.title)} matters for ${audience}`,
            `The first step to take today`,
            `How to tell it is working`,
          ];
      return {
        title: clip(s.title, 150),
        content: paragraphs(
          [
            sentence(s.description),
            format.lead,
            `Why it matters: ${upperFirst(audience)} often struggle with ${pain}; this section gives a way through it.`,
            'Try this now: pick one point below and apply it before the end of the day.',
          ],
          4000,
        ),
        keyPoints: keyPoints.map((k) => clip(k, 300)),
      };
    }),
    analyticsGuide: {
      metricsToTrack: METRICS,
      optimizationTips: [
        format.tip,
        'Put the promise of the lead magnet in the first line of every post that promotes it.',
        `Ask new subscribers which of these is their biggest challenge: ${joinList(pains.slice(0, 3))}. Use the answers for your next content.`,
      ].map((t) => clip(t, 300)),
    },
    actionableItems: [
      ...sections
        .slice(0, 6)
        .map((s, i) => (SECTION_ACTIONS[i] ?? SECTION_ACTIONS[0]!)(i + 1, clip(sectionTitle(s.title), 100))),
      ...objectives.slice(0, 3).map((o) => `Check that you can now ${o}`),
      clip(fill(rng.pick(CTAS), slots), 200),
    ]
      .map((a) => clip(a, 300))
      .slice(0, 15),
  };
}
