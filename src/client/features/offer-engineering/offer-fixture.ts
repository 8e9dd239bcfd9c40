import type { TOfferRecord } from '../../../shared/offer-engineering';

/** A saved offer for the feature's unit tests, shaped as the API returns it. */
export const OFFER_FIXTURE: TOfferRecord = {
  id: '4f0c5f5e-0a43-4a43-9d43-2a0b7d1d3c11',
  business_name: 'Good Dog Academy',
  industry: 'other',
  target_audience: 'New puppy owners',
  current_revenue: '0-10k',
  main_problem: 'Pulling on the leash',
  current_solution: null,
  solution_gaps: 'Classes are on weekday evenings',
  desired_outcome: 'A calm dog',
  price_range: '500-1000',
  timeline: 'short',
  status: 'completed',
  offline: true,
  created_at: '2026-03-02T10:00:00.000Z',
  updated_at: '2026-03-02T10:00:00.000Z',
  offer: {
    core_offer: {
      name: 'Calm Dog Accelerator',
      headline: 'A calm dog in 4 weeks',
      dream_outcome: 'Owners get a calm dog in 4 weeks.',
      perceived_likelihood: ['A step-by-step roadmap'],
      time_delay: 'A first result in the first week.',
      effort_and_sacrifice: 'Short sessions that fit a busy week.',
      deliverables: ['A kickoff session', 'Weekly check-ins'],
      price: '$997 one-time',
    },
    power_offer: {
      name: 'Calm Dog Accelerator: Complete Edition',
      headline: 'Everything, plus support',
      bonuses: [{ name: 'Template Vault', description: 'Templates for every step.', value: 497 }],
      guarantee: 'Full refund in 30 days.',
      scarcity: 'Ten places a month.',
      urgency: 'The bonus ends on Friday.',
    },
    offer_stack: {
      items: [
        { name: 'Calm Dog Accelerator', description: 'The full programme', value: 1997 },
        { name: 'Direct support', description: 'Answers within a day', value: 747 },
        { name: 'Template Vault', description: 'Templates for every step.', value: 497 },
      ],
      price: '$997 one-time',
    },
    offer_scripts: {
      elevator_pitch: 'I help new puppy owners get a calm dog.',
      sales_call_opener: 'Thanks for making the time.',
      objection_handlers: [{ objection: 'I do not have time.', response: 'Ten minutes a day is enough.' }],
      social_post: 'Puppy owners, does this sound familiar?\n\nComment "CALM" for the details.',
      email: { subject: 'A calm dog in 4 weeks?', body: 'Hi [first name],\n\nReply "YES" for the details.' },
    },
    value_scorecard: {
      dream_outcome: { score: 4, reasoning: 'Short and without a number.' },
      perceived_likelihood: { score: 8, reasoning: 'Answers why classes fail.' },
      time_delay: { score: 8, reasoning: 'Within a month.' },
      effort_and_sacrifice: { score: 6, reasoning: 'Templates cut the effort.' },
    },
  },
};
