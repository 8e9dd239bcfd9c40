import type { TContentInsight } from '../../../shared/competitor-analysis';
import { lowerFirst } from '../../ai/compose/text';
import type { Playbook } from './competitor-analysis.playbooks';

export const possessive = (name: string) => (/s$/i.test(name) ? `${name}'` : `${name}'s`);
export const score = (x: number) => Math.min(0.9, Math.round(x * 100) / 100);

/** What the user told us about one competitor, and what we can only guess from the platform. */
export interface Facts {
  name: string;
  handle: string;
  p: Playbook;
  topic: string | undefined;
  strong: string[];
  weak: string[];
  guess: number;
  noted: number;
}

function gapInsight({ name, handle, p, topic, weak, noted, guess }: Facts): TContentInsight {
  const gap = weak[0];
  if (gap)
    return {
      title: `Where ${name} falls short: ${lowerFirst(gap)}`,
      description: `Your notes on ${handle}: "${gap}". If their ${p.name} audience feels the same gap, posts that fill it give those people a reason to follow you too.`,
      insight_type: 'opportunity',
      priority_level: 'high',
      confidence_score: noted,
      actionable_steps: [
        `Check ${possessive(handle)} last 12 posts to confirm "${gap}"`,
        `Plan three ${p.name} posts that do what ${name} does not, and publish the first this week`,
        'Ask your own audience in a post or poll whether this gap matters to them',
      ],
    };
  return {
    title: `Find the questions ${name} leaves unanswered`,
    description: `You noted no gap for ${handle} yet. The comments under their ${p.name} posts are the quickest place to find one: questions about ${topic ?? 'your field'} with no reply are ready-made posts for you.`,
    insight_type: 'opportunity',
    priority_level: 'high',
    confidence_score: guess,
    actionable_steps: [
      `Read the comments on ${possessive(handle)} last 10 posts and list every unanswered question`,
      'Answer one question per post for the next two weeks',
    ],
  };
}

function patternInsight({ name, handle, p, strong, noted, guess }: Facts): TContentInsight {
  const works = strong[0];
  if (works)
    return {
      title: `What works for ${name}: ${lowerFirst(works)}`,
      description: `Your notes on ${handle}: "${works}". When something works for a competitor with the same audience, the format is worth testing on ${p.name}; keep the voice and the examples yours.`,
      insight_type: 'pattern',
      priority_level: 'medium',
      confidence_score: noted,
      actionable_steps: [
        `Pick the ${handle} post that shows this best and note its format, length and first line`,
        `Publish two ${p.name} posts in that format with your own examples`,
        'Compare them with your usual posts after two weeks',
      ],
    };
  return {
    title: `${p.name} rewards ${p.formats}`,
    description: `Accounts like ${name} usually grow on ${p.name} through ${p.formats}. Check which of these ${handle} uses, then match the format and beat them on specifics.`,
    insight_type: 'pattern',
    priority_level: 'medium',
    confidence_score: guess,
    actionable_steps: [
      `Note the format of ${possessive(handle)} five most recent posts`,
      'Publish three posts in the most common one this week, each with one concrete example',
    ],
  };
}

export function insights(f: Facts): TContentInsight[] {
  const { name, handle, p, topic, guess } = f;
  return [
    gapInsight(f),
    patternInsight(f),
    {
      title: `Take a clearer position than ${name}`,
      description: `A specific opinion about ${topic ?? 'your field'} is easier to remember than another list of tips, and it is the part of your ${p.name} content ${name} cannot copy.`,
      insight_type: 'recommendation',
      priority_level: 'high',
      confidence_score: guess,
      actionable_steps: [
        `Write down one thing in ${possessive(handle)} posts you would do differently`,
        'Turn it into a post that explains your view and what to do instead',
      ],
    },
    {
      title: p.trend.title,
      description: `${p.trend.description} Check whether ${handle} already does this; if not, the gap is yours to fill.`,
      insight_type: 'trend',
      priority_level: 'medium',
      confidence_score: score(guess + 0.15),
      actionable_steps: p.trend.steps,
    },
  ];
}
