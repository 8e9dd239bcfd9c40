/*
 * Opening hooks and calls to action for the 30-day plan's videos. Slots: {topic} (the niche's subject,
 * a noun or "-ing" phrase, so it only follows a preposition or a verb, never stands as a modifier),
 * {audience} (plural), {pain} (a noun or "-ing" phrase), {outcome} ("-ing" phrase), {n}.
 * The plan walks through them in a seeded order, so a batch never repeats a frame.
 */

export const HOOK_FRAMES: readonly string[] = [
  // Curiosity
  'Nobody tells {audience} this about {topic}.',
  'The shortcut in {topic} I wish I had known three years ago.',
  'One change took care of {pain} faster than anything else I tried.',
  'What {outcome} actually looks like behind the scenes.',
  'I tried a different approach to {topic} for 30 days. Here is what happened.',
  'The quiet habit behind {outcome}.',
  'The fix for {pain} is smaller than you think.',
  'Why {pain} is a signal, not a failure.',
  // Contrarian
  'Stop trying to fix {pain} with more effort.',
  'Unpopular opinion: {topic} is not the problem. Your system is.',
  'Everything you have heard about {topic} is half true.',
  'You do not need more motivation for {outcome}.',
  'The popular advice on {topic} that keeps {audience} stuck.',
  'Working harder is the slowest path to {outcome}.',
  'More information will not fix {pain}. A decision will.',
  // Pain
  'If {pain} sounds familiar, watch this.',
  'Still dealing with {pain}? Start here.',
  'The real reason {pain} keeps coming back.',
  'For {audience} who are tired of {pain}.',
  'What nobody admits about {pain}.',
  'Three words that end {pain}: simpler, smaller, sooner.',
  // Story
  'A year ago I was stuck with {pain}. This is what changed.',
  'A client came to me with {pain}. Here is what we changed first.',
  'The day I almost gave up on {topic}.',
  'I got {topic} wrong for years. This is what finally clicked.',
  'The week {pain} almost made me quit.',
  'What I wish someone had told me about {pain}.',
  // Lists
  '{n} mistakes in {topic} that cost {audience} the most.',
  '{n} signs you are closer to {outcome} than you think.',
  '{n} small habits that make {topic} easier.',
  '{n} questions to ask before you spend another hour on {topic}.',
  '{n} things I would do first if I were starting {topic} today.',
  '{n} quick fixes for {pain}.',
  '{n} reasons {pain} keeps happening, and one way out.',
  // Questions
  'What if {outcome} took half the effort?',
  'Why do so many {audience} struggle with {pain}?',
  'Are you making this mistake with {topic}?',
  'How long have you been putting up with {pain}?',
  'Is {pain} really about effort, or about your system?',
  'What would change if {pain} disappeared this month?',
  // Proof
  'How {audience} get closer to {outcome}: the exact steps.',
  'The three-step method behind {outcome}.',
  'What successful {audience} do differently.',
  'From {pain} to {outcome}: what actually worked.',
  'The simple change that ended {pain} for my clients.',
  'Proof that {pain} can be fixed in weeks, not years.',
  // Mistakes
  'The number one mistake I see in {topic} every week.',
  'Do not start on {topic} until you have watched this.',
  'This habit is quietly making {pain} worse.',
  'If you are doing this, you are making {outcome} harder than it needs to be.',
  'Avoid this and {pain} gets much easier.',
];

/** One per video, in a seeded order: a batch never asks for the same thing twice. */
export const CTA_FRAMES: readonly string[] = [
  'Follow for more on {topic}.',
  'Save this so you have it when you need it.',
  'Comment "{keyword}" and I will send you the checklist.',
  'Share this with someone who needs to hear it.',
  'Tell me in the comments which step you are on.',
  'Follow along: one tip a day, all month.',
  'Send this to a friend who is working on {topic} too.',
  'Which part would you try first? Tell me below.',
  'Save this for your next planning session.',
  "Follow so tomorrow's video finds you.",
];
