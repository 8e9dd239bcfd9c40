/*
 * Offer components for the value equation: value = (dream outcome × perceived likelihood) /
 * (time delay × effort and sacrifice). Slots: {audience} (a group, "bakery owners"), {outcome} (the result as a noun phrase, "knowing your profit
 * every month"), {span} (the promise's length, "90 days"). Each slot fits its sentence whatever the answer's
 * shape, so no template needs a particular kind of answer.
 */

/** Ways to raise the perceived likelihood of success. */
export const PROOF_ELEMENTS = [
  'A step-by-step roadmap, so there is always a clear next action',
  'Case studies from {audience} who started exactly where you are',
  'Weekly check-ins that catch problems before they cost momentum',
  'A guarantee that removes the financial risk of trying',
  'Progress milestones that show it working within the first two weeks',
  'Templates that replace guesswork with proven examples',
];

/** Ways to cut the effort and sacrifice. */
export const EFFORT_REDUCERS = [
  'Done-with-you templates instead of starting from a blank page',
  'Short sessions that fit a busy week',
  'Checklists that turn every step into a yes or no',
  'Direct answers to questions within one working day',
];

export interface BonusIdea {
  name: string;
  description: string;
  /** Value as a multiple of the offer's price. */
  valueFactor: number;
}

export const BONUSES: readonly BonusIdea[] = [
  {
    name: 'Fast-Start Guide',
    description: 'A one-page plan for the first 7 days, so you see an early win before the main work starts.',
    valueFactor: 0.3,
  },
  {
    name: 'Template Vault',
    description: 'Ready-to-use templates for every step, so nothing starts from a blank page.',
    valueFactor: 0.5,
  },
  {
    name: 'Private Community',
    description: 'A members-only space to ask questions and share wins with people on the same path.',
    valueFactor: 0.4,
  },
  {
    name: 'Live Q&A Calls',
    description: 'Monthly live calls where you bring your hardest question and leave with the next step.',
    valueFactor: 0.6,
  },
  {
    name: 'Swipe File',
    description: 'Worked examples to copy and adapt, so you can see what good looks like.',
    valueFactor: 0.3,
  },
  {
    name: 'Progress Tracker',
    description: 'A simple tracker that shows your progress week by week.',
    valueFactor: 0.2,
  },
];

export const GUARANTEES = [
  'Follow the plan for {span}. If you have not made clear progress toward {outcome} by then, we keep working with you for free until you do.',
  'Try it for 30 days. If it is not for you, ask for a full refund: no forms, no hard feelings.',
  'Complete the first module within 14 days. If you do not feel closer to {outcome}, ask and you get every cent back.',
];

export const SCARCITY = [
  'Limited to 10 new clients a month so everyone gets personal attention.',
  'Cohorts are capped at 20 people to keep feedback personal.',
  'Only 5 one-to-one spots are open each quarter.',
];

export const URGENCY = [
  'The founding price ends when this round closes; the next round costs more.',
  'Join before the next cohort starts to get the bonuses included.',
  'The fast-start bonus is only included for people who join this week.',
];

export const OBJECTIONS = [
  {
    objection: 'I do not have time.',
    response:
      'That is exactly why it is built in short steps that fit a busy week. Most people spend under 30 minutes a day, and the templates remove the slow parts.',
  },
  {
    objection: 'It is too expensive.',
    response:
      'Compare the price with what this problem costs you every month it goes on. The guarantee means the only real risk is staying where you are.',
  },
  {
    objection: 'I have tried things like this before.',
    response:
      'Most programmes give information and leave you alone with it. Here you get a plan for your situation plus support while you carry it out.',
  },
  {
    objection: 'I am not sure it will work for me.',
    response:
      'It was built for {audience}, around the exact problem you are facing. If you do the work and it does not move you toward {outcome}, the guarantee covers you.',
  },
];
