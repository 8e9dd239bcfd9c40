import type { TContentIdea } from '../../../shared/pain-point-analysis';

/**
 * One idea per content type (docs/product/pain-point-analysis.md), each answering one pain point. Slots as in
 * the bank, plus {pain} (the pain point, lower-cased) and {atPrice} (" at $149", or nothing); a pair
 * is [with {does}/{goal}, without].
 */
type Line = string | readonly [string, string];

export interface IdeaFrame {
  title: Line;
  angle: string;
  messages: [Line, string];
  cta: string;
}

export const IDEAS: Record<TContentIdea['type'], IdeaFrame> = {
  'Blog Post': {
    title: ['Where to start with {goal}: a plain guide for {market}', 'Where to start: a plain guide for {market}'],
    angle:
      'Meet readers where they are: three first steps they can take today, with {product} mentioned only as the next step.',
    messages: ['You do not need to know everything to start.', '{Product} gives {market} a clear first step.'],
    cta: 'Download the free checklist at the end of the post',
  },
  Video: {
    title: 'Why the usual fixes stop working for {market}',
    angle: 'In under three minutes, show why the common fixes let {market} down, then what {product} does differently.',
    messages: ['The problem is the method, not the effort.', 'What works for {market} is specific, not generic.'],
    cta: 'Watch to the end for one step you can take today',
  },
  'Social Media': {
    title: ['3 signs you need help with {goal}', '3 signs it is time to get proper help'],
    angle: 'A short carousel: three everyday moments {market} will recognise, and one small fix for each.',
    messages: [
      'Small signs add up before they become big problems.',
      'One small change this week beats a perfect plan.',
    ],
    cta: 'Save this post and send it to someone who needs it',
  },
  Email: {
    title: 'The question {market} ask us most',
    angle:
      'A short, personal note from the team behind {product}, answering the worry behind this pain point in plain words.',
    messages: [
      ['Most people asking about {goal} have the same worry.', 'Most people who write to us have the same worry.'],
      'There is a simple answer, and we share it here.',
    ],
    cta: 'Reply with your own question; we answer them all',
  },
  Webinar: {
    title: ['Live: {goal}, step by step', 'Live Q&A for {market}'],
    angle: 'Forty-five minutes: walk through the method behind {product}, then take live questions from {market}.',
    messages: [
      ['{Goal} is a skill anyone can learn.', 'The right method matters more than talent.'],
      'Bring your questions; there is time for all of them.',
    ],
    cta: 'Save your seat for the live session',
  },
  'Case Study': {
    title: 'How one {product} customer got past "{pain}"',
    angle:
      'Tell the before, the turning point and the after of one real {product} customer, with numbers where you have them.',
    messages: ['Someone in the same situation has already done it.', 'The turning point was a method, not luck.'],
    cta: 'Book a short call to see if {product} fits you',
  },
  Infographic: {
    title: 'What putting it off really costs {market}',
    angle: 'One image comparing the cost of waiting with the cost of {product}{atPrice}.',
    messages: ['Waiting has a cost too; it is just less visible.', 'A small step now is cheaper than a big fix later.'],
    cta: 'Share it with someone who keeps putting it off',
  },
};
