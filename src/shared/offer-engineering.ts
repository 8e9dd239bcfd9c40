import { z } from 'zod';
import { zOptionalText, zOut, zOutList, zText } from './ai';

export const OFFER_INDUSTRIES = [
  'fitness',
  'business',
  'marketing',
  'technology',
  'education',
  'finance',
  'real-estate',
  'other',
] as const;
export const REVENUE_RANGES = ['0-10k', '10k-50k', '50k-100k', '100k-500k', '500k+'] as const;
export const PRICE_RANGES = ['under-100', '100-500', '500-1000', '1000-5000', '5000-10000', '10000+'] as const;
export type TPriceRange = (typeof PRICE_RANGES)[number];
export const OFFER_TIMELINES = ['immediate', 'short', 'medium', 'long', 'ongoing'] as const;
export type TOfferTimeline = (typeof OFFER_TIMELINES)[number];
export const OFFER_TIMELINE_LABELS: Record<TOfferTimeline, string> = {
  immediate: '0-7 days',
  short: '1-4 weeks',
  medium: '1-3 months',
  long: '3-12 months',
  ongoing: 'Ongoing',
};

export const OFFER_INDUSTRY_LABELS: Record<(typeof OFFER_INDUSTRIES)[number], string> = {
  fitness: 'Fitness',
  business: 'Business',
  marketing: 'Marketing',
  technology: 'Technology',
  education: 'Education',
  finance: 'Finance',
  'real-estate': 'Real Estate',
  other: 'Other',
};
export const REVENUE_RANGE_LABELS: Record<(typeof REVENUE_RANGES)[number], string> = {
  '0-10k': '$0 - $10k per month',
  '10k-50k': '$10k - $50k per month',
  '50k-100k': '$50k - $100k per month',
  '100k-500k': '$100k - $500k per month',
  '500k+': '$500k+ per month',
};
export const PRICE_RANGE_LABELS: Record<TPriceRange, string> = {
  'under-100': 'Under $100',
  '100-500': '$100 - $500',
  '500-1000': '$500 - $1,000',
  '1000-5000': '$1,000 - $5,000',
  '5000-10000': '$5,000 - $10,000',
  '10000+': '$10,000+',
};

/** A stored option's label; a value from before a list changed is shown as it was stored. */
export const optionLabel = (labels: Record<string, string>, value: string | null | undefined) =>
  value ? (labels[value] ?? value) : undefined;

const choice = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).optional();

/** The three wizard steps: business info, problem and solution, offer details. */
export const ZOfferInput = z.strictObject({
  businessName: zText('Business name', 120),
  industry: choice('Industry', OFFER_INDUSTRIES),
  targetAudience: zText('Target audience', 500),
  currentRevenue: choice('Current revenue', REVENUE_RANGES),
  mainProblem: zText('Main problem', 1500),
  currentSolution: zOptionalText('Current solution', 1500),
  solutionGaps: zOptionalText('Solution gaps', 1500),
  desiredOutcome: zText('Desired outcome', 1500),
  priceRange: choice('Price range', PRICE_RANGES),
  timeline: choice('Timeline', OFFER_TIMELINES),
});
export type TOfferInput = z.infer<typeof ZOfferInput>;

const ZValuedItem = z.object({
  name: zOut(100),
  description: zOut(300),
  /** Perceived value in US dollars. */
  value: z.number().min(0).max(1_000_000),
});

/** One line of the value scorecard: 1-10, where 10 is always best for the buyer. */
const ZScore = z.object({ score: z.number().int().min(1).max(10), reasoning: zOut(300) });

/**
 * The offer scored on the value equation's four levers. Every score reads "higher is better for the
 * buyer": a 9 on time delay means the result comes quickly, a 9 on effort means little is asked of them.
 */
export const ZValueScorecard = z.object({
  dream_outcome: ZScore,
  perceived_likelihood: ZScore,
  time_delay: ZScore,
  effort_and_sacrifice: ZScore,
});
export type TValueScorecard = z.infer<typeof ZValueScorecard>;
export const SCORECARD_LEVERS = [
  'dream_outcome',
  'perceived_likelihood',
  'time_delay',
  'effort_and_sacrifice',
] as const;
export type TScorecardLever = (typeof SCORECARD_LEVERS)[number];
export const SCORECARD_LABELS: Record<TScorecardLever, string> = {
  dream_outcome: 'Dream outcome',
  perceived_likelihood: 'Perceived likelihood of achievement',
  time_delay: 'Time delay',
  effort_and_sacrifice: 'Effort and sacrifice',
};

/**
 * The value-equation offer: raise the dream outcome and the perceived likelihood of reaching it,
 * cut the time delay and the effort; then stack, bonus and guarantee it.
 */
export const ZOffer = z.object({
  core_offer: z.object({
    name: zOut(100),
    headline: zOut(200),
    dream_outcome: zOut(400),
    perceived_likelihood: zOutList(zOut(250), 1, 6),
    time_delay: zOut(300),
    effort_and_sacrifice: zOut(300),
    deliverables: zOutList(zOut(200), 1, 8),
    price: zOut(60),
  }),
  power_offer: z.object({
    name: zOut(100),
    headline: zOut(200),
    bonuses: zOutList(ZValuedItem, 1, 6),
    guarantee: zOut(400),
    scarcity: zOut(300),
    urgency: zOut(300),
  }),
  offer_stack: z.object({ items: zOutList(ZValuedItem, 2, 12), price: zOut(60) }),
  offer_scripts: z.object({
    elevator_pitch: zOut(400),
    sales_call_opener: zOut(800),
    objection_handlers: zOutList(z.object({ objection: zOut(200), response: zOut(600) }), 1, 6),
    social_post: zOut(1500),
    email: z.object({ subject: zOut(120), body: zOut(2500) }),
  }),
  value_scorecard: ZValueScorecard,
});
export type TOffer = z.infer<typeof ZOffer>;
export type TValuedItem = z.infer<typeof ZValuedItem>;

/** A saved offer as the API returns it: the wizard's answers (docs/product/offer-engineering.md) and the offer, keys in snake_case like every record. */
export interface TOfferRecord {
  id: string;
  business_name: string;
  industry: string | null;
  target_audience: string;
  current_revenue: string | null;
  main_problem: string;
  current_solution: string | null;
  solution_gaps: string | null;
  desired_outcome: string;
  price_range: string | null;
  timeline: string | null;
  /** Shown as stored: 'completed' as the default badge, anything else as a secondary one. */
  status: string;
  offer: TOffer;
  offline: boolean;
  created_at: string;
  updated_at: string;
}

export const ZOfferId = z.object({ id: z.uuid({ error: 'That offer does not exist.' }) });

/** docs/product/offer-engineering.md. */
export const OFFER_FAILED = 'Failed to generate offer';
