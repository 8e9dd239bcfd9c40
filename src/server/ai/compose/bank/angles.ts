/*
 * Content angles: the take a piece of content has on a topic. Each gives a title, a one-line
 * summary and the key point it lands. Slots: {topic}, {audience}, {pain}, {outcome}, {n}.
 */

export interface Angle {
  name: string;
  title: string;
  summary: string;
  point: string;
}

export const ANGLES: readonly Angle[] = [
  {
    name: 'Myth-busting',
    title: 'The biggest myth about {topic}',
    summary: 'Take apart a belief that keeps {audience} stuck with {pain}, and show what works instead.',
    point: 'The common advice is not wrong, it is incomplete; here is the missing piece.',
  },
  {
    name: 'Step-by-step',
    title: 'A 3-step plan for {outcome}',
    summary: 'Walk {audience} through three concrete steps toward {outcome}, each doable this week.',
    point: 'Small, ordered steps beat a big vague goal.',
  },
  {
    name: 'Mistakes to avoid',
    title: '{n} mistakes behind {pain}',
    summary: 'Name the mistakes that cause {pain} and give a quick fix for each.',
    point: 'Most setbacks come from a handful of repeatable mistakes.',
  },
  {
    name: 'Quick win',
    title: 'A 5-minute fix for {pain}',
    summary: 'One small action {audience} can take today that eases {pain} right away.',
    point: 'A quick win builds the momentum that big plans never do.',
  },
  {
    name: 'Personal story',
    title: 'How I went from {pain} to {outcome}',
    summary: 'Share the turning point in your own journey and the lesson {audience} can borrow.',
    point: 'The turning point was a decision, not a secret.',
  },
  {
    name: 'Framework',
    title: 'The simple framework behind {outcome}',
    summary: 'Break down the repeatable system you use for {topic}, so {audience} can copy it.',
    point: 'A system removes the guesswork that causes {pain}.',
  },
  {
    name: 'Question answered',
    title: 'Your top question about {topic}, answered',
    summary: 'Answer the question {audience} ask most about {topic}, plainly and with an example.',
    point: 'A clear answer to one real question builds more trust than ten generic tips.',
  },
  {
    name: 'Behind the scenes',
    title: 'Behind the scenes: how I really approach {topic}',
    summary: 'Show the unpolished process behind your results with {topic}.',
    point: 'Seeing the real process makes {outcome} feel reachable.',
  },
  {
    name: 'Case study',
    title: 'Case study: from {pain} to {outcome}',
    summary: 'Tell the before, the change and the after of someone who beat {pain}.',
    point: 'Specific results make the promise believable.',
  },
  {
    name: 'Comparison',
    title: '{topic}: what works vs. what wastes your time',
    summary: 'Contrast the habits that move {audience} toward {outcome} with the ones that only feel productive.',
    point: 'Cut what wastes time before you add anything else.',
  },
  {
    name: 'Checklist',
    title: 'A checklist for {audience}: {topic} made simple',
    summary: 'Give {audience} a short checklist they can save and run before their next step.',
    point: 'A checklist turns good intentions into a routine.',
  },
  {
    name: 'Objection',
    title: '"I do not have time for {topic}": let us talk about it',
    summary: 'Answer the objection that stops {audience} from starting, with a version that fits a busy week.',
    point: 'The smallest consistent version beats the perfect plan you never start.',
  },
  {
    name: 'Prediction',
    title: 'Where {topic} is heading, and what to do about it',
    summary: 'Share your view on a shift in {topic} and how {audience} can get ahead of it.',
    point: 'Acting early on a trend is cheaper than catching up later.',
  },
  {
    name: 'Tools',
    title: 'The tools I actually use for {topic}',
    summary: 'Show the few tools and resources that make {topic} easier, and what each one is for.',
    point: 'Fewer, better tools beat a crowded toolkit.',
  },
];
