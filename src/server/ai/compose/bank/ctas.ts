/*
 * Calls to action and viral formulas. Slots: {topic}, {keyword}, {outcome}, {audience}.
 */

export const CTAS = [
  'Follow for more on {topic}.',
  'Save this so you have it when you need it.',
  'Comment "{keyword}" and I will send you the checklist.',
  'Share this with someone who needs to hear it.',
  'Tell me in the comments which step you are on.',
  'Follow for a new {topic} tip every day this month.',
];

export interface ViralFormula {
  name: string;
  structure: string;
  example: string;
  bestPlatforms: string[];
}

export const VIRAL_FORMULAS: readonly ViralFormula[] = [
  {
    name: 'Hook → Value → Loop',
    structure: 'Bold first line, three quick points, then a line that sends viewers back to the start.',
    example: '"{Hook}" Then three tips on {topic}, ending with "and the first tip is the one most people skip."',
    bestPlatforms: ['TikTok', 'Instagram Reels', 'YouTube Shorts'],
  },
  {
    name: 'Before → After → Bridge',
    structure: 'Show where they are, show where they could be, then the bridge that gets them there.',
    example: 'Before: {pain}. After: {outcome}. The bridge: one small habit, repeated daily.',
    bestPlatforms: ['Instagram', 'LinkedIn', 'Facebook'],
  },
  {
    name: 'Myth → Truth → Proof',
    structure: 'State the common belief, replace it with the truth, back it with one concrete example.',
    example:
      'Myth: {topic} needs hours a day. Truth: consistency beats intensity. Proof: 20 focused minutes, every day.',
    bestPlatforms: ['LinkedIn', 'Twitter', 'TikTok'],
  },
  {
    name: 'Listicle Carousel',
    structure: 'Slide 1 promise, one idea per slide, last slide a summary and a call to save.',
    example: 'Slide 1: "5 steps toward {outcome}". Slides 2-6: one step each. Slide 7: "Save this."',
    bestPlatforms: ['Instagram carousels', 'LinkedIn documents'],
  },
  {
    name: 'Story → Lesson → Question',
    structure: 'A short true story, the lesson it taught, then a question that invites comments.',
    example: 'The week {pain} nearly made me quit, what changed, and "what would you have done?"',
    bestPlatforms: ['LinkedIn', 'Facebook', 'Instagram'],
  },
];

/** What to measure, per goal; used by lead magnet analytics guides. */
export const METRICS = [
  'Opt-in rate on the landing page (visitors who download)',
  'Open and click rates of the delivery email',
  'Saves and shares on posts that promote it',
  'Replies and direct messages that mention it',
  'Conversion from download to booked call or purchase within 30 days',
];
