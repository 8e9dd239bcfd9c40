import type { TContentIdea } from './pain-point-analysis';

/** A short brief for writing one post from a content idea: what it is, for whom, the angle and the ask. */
export function postBrief(idea: TContentIdea): string {
  return [
    `Post brief: ${idea.title}`,
    `Type: ${idea.type}`,
    `For: ${idea.target_persona}`,
    `Pain point it answers: ${idea.pain_point_addressed}`,
    `Hook/angle: ${idea.content_angle}`,
    `CTA: ${idea.cta}`,
  ].join('\n');
}
