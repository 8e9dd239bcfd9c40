/*
 * Hook templates: the first line of a video or post, the part that decides whether anyone keeps
 * watching. Slots: {topic} (a short subject: "meal prep"), {audience}, {pain}, {outcome} (a noun phrase:
 * "eating well on every shift"), {n}. Templates use {outcome} after prepositions, so a gerund reads as well as a noun.
 */

export const HOOK_CATEGORIES = [
  'curiosity',
  'contrarian',
  'pain',
  'story',
  'list',
  'question',
  'proof',
  'mistake',
] as const;
export type HookCategory = (typeof HOOK_CATEGORIES)[number];

export interface HookCategoryInfo {
  label: string;
  /** Why it works: the psychology a creator can name and reuse. */
  triggers: string[];
  platforms: string[];
  templates: string[];
}

export const HOOKS: Record<HookCategory, HookCategoryInfo> = {
  curiosity: {
    label: 'Curiosity gap',
    triggers: ['Curiosity', 'Open loop', 'Exclusivity'],
    platforms: ['TikTok', 'Instagram Reels', 'YouTube Shorts'],
    templates: [
      'Nobody tells {audience} this about {topic}.',
      'The {topic} shortcut I wish I had known three years ago.',
      'This one change took care of {pain} faster than anything else I tried.',
      'What {outcome} actually looks like behind the scenes.',
      'I tested a new {topic} routine for 30 days. Here is what happened.',
      'The quiet habit behind {outcome}.',
      'Most {audience} scroll past this. The ones who stop are closer to {outcome}.',
      'The fix for {pain} is smaller than you think.',
      'Why {pain} is a signal, not a failure.',
    ],
  },
  contrarian: {
    label: 'Contrarian take',
    triggers: ['Pattern interrupt', 'Identity', 'Debate'],
    platforms: ['LinkedIn', 'Twitter', 'TikTok'],
    templates: [
      'Stop trying to fix {pain} with more effort.',
      'Unpopular opinion: {topic} is not the problem. Your system is.',
      'Everything you have heard about {topic} is half true.',
      'You do not need more motivation for {outcome}.',
      'The popular {topic} advice that keeps {audience} stuck.',
      'Working harder at {topic} is the slowest path toward {outcome}.',
      'More information will not fix {pain}. A decision will.',
      'The reason {pain} is so common: everyone copies the same advice.',
    ],
  },
  pain: {
    label: 'Pain point call-out',
    triggers: ['Recognition', 'Relief', 'Empathy'],
    platforms: ['Instagram', 'Facebook', 'TikTok'],
    templates: [
      'If {pain} sounds familiar, watch this.',
      'Still dealing with {pain}? Start here.',
      'The real reason {pain} keeps coming back.',
      '{Pain} is not your fault. Here is what is really going on.',
      'For {audience} who are tired of {pain}.',
      'Three words that end {pain}: simpler, smaller, sooner.',
      'What nobody admits about {pain}.',
    ],
  },
  story: {
    label: 'Story opener',
    triggers: ['Narrative transport', 'Relatability', 'Transformation'],
    platforms: ['Instagram Reels', 'YouTube', 'LinkedIn'],
    templates: [
      'A year ago {pain} was my whole week. Today: {outcome}.',
      'A client came to me with {pain}. Here is what we changed first.',
      'The day I almost gave up on {topic}.',
      'I got {topic} wrong for years. This is what finally clicked.',
      'Two years, countless mistakes, one lesson about {topic}.',
      'The week {pain} almost made me quit.',
      'What I wish someone had told me about {pain}.',
    ],
  },
  list: {
    label: 'Numbered list',
    triggers: ['Clarity', 'Completeness', 'Save-worthy'],
    platforms: ['Instagram carousels', 'LinkedIn', 'TikTok'],
    templates: [
      '{n} {topic} mistakes that cost {audience} the most.',
      '{n} signs you are closer to {outcome} than you think.',
      '{n} small habits that make {topic} easier.',
      '{n} questions to ask before you spend another hour on {topic}.',
      '{n} things I would do first if I started {topic} today.',
      '{n} quick fixes for {pain}.',
      '{n} small wins that make {pain} easier to beat.',
      'The {n}-minute routine that fixed {pain}.',
      '{n} reasons {pain} keeps happening, and one way out.',
    ],
  },
  question: {
    label: 'Direct question',
    triggers: ['Self-assessment', 'Curiosity', 'Engagement'],
    platforms: ['TikTok', 'Instagram Stories', 'Twitter'],
    templates: [
      'What if {outcome} took half the effort?',
      'Why do so many {audience} struggle with {pain}?',
      'Are you making this {topic} mistake?',
      'How long have you been putting up with {pain}?',
      'How to get closer to {outcome} without burning out.',
      'Is {pain} really about effort, or about your system?',
      'What would change if {pain} disappeared this month?',
    ],
  },
  proof: {
    label: 'Proof and results',
    triggers: ['Social proof', 'Authority', 'Specificity'],
    platforms: ['LinkedIn', 'YouTube', 'Instagram'],
    templates: [
      'How {audience} move toward {outcome}: the exact steps.',
      'The 3-step method behind {outcome}.',
      'What successful {audience} do differently.',
      'Real numbers: what changed when we stopped ignoring {pain}.',
      'From {pain} to {outcome}: what actually worked.',
      'The simple change that ended {pain} for my clients.',
      'Proof that {pain} can be fixed in weeks, not years.',
    ],
  },
  mistake: {
    label: 'Mistake warning',
    triggers: ['Loss aversion', 'Urgency', 'Protection'],
    platforms: ['TikTok', 'YouTube Shorts', 'Twitter'],
    templates: [
      'The number one {topic} mistake I see every week.',
      'Do not start {topic} until you have watched this.',
      'This {topic} habit is quietly causing {pain}.',
      'If you are doing this, you are making {outcome} harder than it needs to be.',
      'The mistake that turns a small problem into {pain}.',
      'Avoid this and {pain} gets much easier.',
    ],
  },
};
