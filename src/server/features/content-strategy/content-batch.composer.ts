import {
  HOOKS_PER_VIDEO,
  type TContentBatch,
  type TContentRow,
  type TScriptFormatName,
  batchDays,
  planSchedule,
} from '../../../shared/content-strategy';
import type { TContentBatchInput } from '../../../shared/content-plan-input';
import { ANGLES } from '../../ai/compose/bank/angles';
import { asGerund, audience, nicheParts, obstacle, outcome, prime } from '../../ai/compose/language';
import { seeded } from '../../ai/compose/rng';
import { clip, fill, keyword, paragraphs, sentence, upperFirst } from '../../ai/compose/text';
import { CTA_FRAMES, HOOK_FRAMES } from './content-batch.frames';

type Slots = Record<string, string>;

/**
 * What each of the spec's pillars asks of a video, in turns: a pillar's second and third videos get a
 * different line, so a batch does not repeat one. Custom pillars get the generic line.
 */
const PILLAR_FOCUS: Record<string, readonly string[]> = {
  'Educational & Tips': [
    'Teach one practical takeaway viewers can use today.',
    'Teach one step {audience} can try before tomorrow.',
    'Explain one idea about {topic} with a concrete example.',
  ],
  'Personal Stories': [
    'Tell it through your own experience, with one honest detail.',
    'Share a moment from your own work with {topic} that changed your mind.',
    'Tell it as a story from your own week, mistakes included.',
  ],
  Inspirational: [
    'Leave viewers believing {outcome} is within reach.',
    'Remind {audience} how far a small start can go.',
    'End on the feeling of {outcome}, one week from now.',
  ],
  'Industry Insights': [
    'Add your take on what is changing in {topic}.',
    'Say what most advice on {topic} still gets wrong.',
    'Point to one shift in {topic} and what it means for {audience}.',
  ],
  'Community & Social Proof': [
    'Feature a client result or a question from your community.',
    'Answer a question one of the {audience} sent you.',
    'Show a real before and after, with permission.',
  ],
  'Product & Solutions': [
    'Show how your approach solves {pain}, without a hard sell.',
    'Walk through one part of your offer and the problem it removes.',
    'Show the first step of your method, and leave the rest for your offer.',
  ],
};

/** A spoken script per format, each section labelled so it can be filmed straight from the plan. */
const SCRIPTS: Record<TScriptFormatName, (s: Slots) => string[]> = {
  'Hook-Story-Secret-CTA': (s) => [
    `HOOK: ${s.hook}`,
    `STORY: Not long ago I worked with one of the ${s.audience} who was stuck with ${s.pain}. They had tried everything the internet suggested, and nothing stuck.`,
    `SECRET: ${s.point} Once they focused on that, ${s.outcome} stopped feeling out of reach.`,
    `CTA: ${s.cta}`,
  ],
  'Problem-Agitation-Solution': (s) => [
    `PROBLEM: ${s.hook}`,
    `AGITATION: Every week ${s.pain} continues, it costs you time, energy and confidence, and it quietly pushes ${s.outcome} further away.`,
    `SOLUTION: ${s.point} Start small today: pick one step from this video and do it before tomorrow.`,
    `CTA: ${s.cta}`,
  ],
  'Storytelling Narrative': (s) => [
    `SETUP: ${s.hook}`,
    `CONFLICT: I was dealing with ${s.pain}, and every fix I tried made it worse.`,
    `TURNING POINT: Then I realised something simple. ${s.point}`,
    `LESSON: If you are one of the ${s.audience}, you do not need more effort; you need the right next step toward ${s.outcome}.`,
    `CTA: ${s.cta}`,
  ],
  'Quick Tips & Lists': (s) => [
    `PROMISE: ${s.hook} Three quick tips, under a minute.`,
    `TIP 1: Name the one part of ${s.pain} that costs you most, and fix only that this week.`,
    `TIP 2: Give ${s.topic} 20 focused minutes a day instead of one long session a week.`,
    `TIP 3: Track one number that shows progress toward ${s.outcome}, and check it every Friday.`,
    `RECAP: Focus, short sessions, one number. ${s.cta}`,
  ],
  'Question-Answer': (s) => [
    `QUESTION: ${s.hook}`,
    `SHORT ANSWER: ${s.point}`,
    `WHY: Most ${s.audience} try to solve ${s.pain} all at once, so nothing gets finished.`,
    `EXAMPLE: Take one small piece, finish it this week, and build from there toward ${s.outcome}.`,
    `CTA: ${s.cta}`,
  ],
  'Behind-the-Scenes': (s) => [
    `CONTEXT: ${s.hook} Here is what this actually looks like on my side.`,
    `PROCESS: Every week I start with the problem my audience names most, right now ${s.pain}, and work backwards from ${s.outcome}.`,
    `INSIGHT: ${s.point}`,
    `CTA: ${s.cta}`,
  ],
};

/**
 * The plan's frames in one seeded order (seeded by the plan, not the batch), each day taking the next
 * few: the days of a batch never share a hook or a call to action, and a day reads the same whichever
 * batch writes it.
 */
function framesFor(plan: unknown, day: number) {
  const rng = seeded(plan);
  const hookOrder = rng.fork('hooks').sample(HOOK_FRAMES, HOOK_FRAMES.length);
  const ctaOrder = rng.fork('ctas').sample(CTA_FRAMES, CTA_FRAMES.length);
  const hooks = Array.from(
    { length: HOOKS_PER_VIDEO },
    (_, k) => hookOrder[((day - 1) * HOOKS_PER_VIDEO + k) % hookOrder.length]!,
  );
  return { hooks, cta: ctaOrder[(day - 1) % ctaOrder.length]! };
}

function row(input: TContentBatchInput, day: number, scriptType: TScriptFormatName, pillar: string): TContentRow {
  const { batchNumber: _b, batchSize: _s, ...plan } = input;
  const rng = seeded({ plan, day });
  const offset = seeded(plan).int(ANGLES.length);
  const angle = ANGLES[(day - 1 + offset) % ANGLES.length] ?? ANGLES[0]!;
  const painAnswer = input.painPoints[(day - 1) % input.painPoints.length] ?? input.painPoints[0] ?? '';
  const niche = nicheParts(input.niche, 6);
  const slots: Slots = {
    topic: niche.subject,
    audience: audience(input.audience, 6),
    pain: obstacle(painAnswer, 8).noun,
    outcome: asGerund(outcome(input.promise, 8)),
    n: String(rng.pick([3, 5, 7])),
  };
  const frames = framesFor(plan, day);
  const videoHooks = frames.hooks.map((h) => clip(sentence(fill(h, slots)), 220));
  const lines = PILLAR_FOCUS[pillar] ?? [`Frame it through your ${pillar} pillar.`];
  const turn = planSchedule(input.scriptTypes, input.contentPillars)
    .slice(0, day - 1)
    .filter((s) => s.contentPillar === pillar).length;
  const focus = fill(lines[turn % lines.length] ?? lines[0]!, slots);
  const script = SCRIPTS[scriptType]({
    ...slots,
    hook: videoHooks[0] ?? '',
    point: sentence(fill(angle.point, slots)),
    cta: fill(frames.cta, { ...slots, keyword: keyword(input.niche) }),
  });
  return {
    day,
    title: clip(upperFirst(fill(angle.title, slots)), 120),
    summary: clip(`${sentence(fill(angle.summary, slots))} ${sentence(focus)}`, 400),
    hooks: videoHooks,
    script: paragraphs(script, 3000),
    script_type: scriptType,
    content_pillar: pillar,
  };
}

/** One batch of the 30-day plan: the batch's days, each with the format and pillar the plan's schedule gives it. */
export function composeContentBatch(input: TContentBatchInput): TContentBatch {
  const schedule = planSchedule(input.scriptTypes, input.contentPillars);
  prime({ audience: [input.audience], outcome: [input.promise], obstacle: input.painPoints, phrase: [input.niche] });
  const rows = batchDays(input.batchNumber, input.batchSize).map((day) => {
    const slot = schedule[day - 1] ?? schedule[0]!;
    return row(input, day, slot.scriptType, slot.contentPillar);
  });
  return { rows };
}
