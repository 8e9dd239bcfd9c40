import type {
  OFFER_INDUSTRIES,
  OFFER_TIMELINES,
  PRICE_RANGES,
  REVENUE_RANGES,
  TOfferInput,
} from '../../../../shared/offer-engineering';

export const WIZARD_STEPS = 3;
export const STEP_TITLES = ['Business Info', 'Problem & Solution', 'Offer Details'] as const;

/** The wizard's draft: every answer as typed, options unset until chosen (a select has no empty value). */
export interface WizardValues {
  businessName: string;
  industry?: (typeof OFFER_INDUSTRIES)[number];
  targetAudience: string;
  currentRevenue?: (typeof REVENUE_RANGES)[number];
  mainProblem: string;
  currentSolution: string;
  solutionGaps: string;
  desiredOutcome: string;
  priceRange?: (typeof PRICE_RANGES)[number];
  timeline?: (typeof OFFER_TIMELINES)[number];
}
export type TextField =
  'businessName' | 'targetAudience' | 'mainProblem' | 'currentSolution' | 'solutionGaps' | 'desiredOutcome';

export const emptyWizard = (): WizardValues => ({
  businessName: '',
  targetAudience: '',
  mainProblem: '',
  currentSolution: '',
  solutionGaps: '',
  desiredOutcome: '',
});

/** The same limits and messages as the server, so the wizard refuses what the server would. */
export const FIELDS: Record<TextField, { label: string; max: number }> = {
  businessName: { label: 'Business name', max: 120 },
  targetAudience: { label: 'Target audience', max: 500 },
  mainProblem: { label: 'Main problem', max: 1500 },
  currentSolution: { label: 'Current solution', max: 1500 },
  solutionGaps: { label: 'Solution gaps', max: 1500 },
  desiredOutcome: { label: 'Desired outcome', max: 1500 },
};

/** docs/product/offer-engineering.md: what each step needs before it moves on. */
const REQUIRED: Record<number, readonly TextField[]> = {
  1: ['businessName', 'targetAudience'],
  2: ['mainProblem', 'desiredOutcome'],
  3: ['desiredOutcome'],
};

export type StepErrors = Partial<Record<TextField, string>>;

export function stepErrors(step: number, values: WizardValues): StepErrors {
  const errors: StepErrors = {};
  for (const field of REQUIRED[step] ?? []) {
    if (!values[field].trim()) errors[field] = `${FIELDS[field].label} must not be empty`;
  }
  return errors;
}

/** The first step, from 1, that is not ready; null when all are. Generate checks every step, not just the last. */
export function firstIncompleteStep(values: WizardValues): number | null {
  for (let step = 1; step <= WIZARD_STEPS; step++) {
    if (Object.keys(stepErrors(step, values)).length) return step;
  }
  return null;
}

/** The request: answers trimmed, blank optional answers and unchosen options left out. */
export function toRequest(v: WizardValues): TOfferInput {
  const optional = (s: string) => (s.trim() ? s.trim() : undefined);
  const request: TOfferInput = {
    businessName: v.businessName.trim(),
    targetAudience: v.targetAudience.trim(),
    mainProblem: v.mainProblem.trim(),
    desiredOutcome: v.desiredOutcome.trim(),
    industry: v.industry,
    currentRevenue: v.currentRevenue,
    currentSolution: optional(v.currentSolution),
    solutionGaps: optional(v.solutionGaps),
    priceRange: v.priceRange,
    timeline: v.timeline,
  };
  return Object.fromEntries(Object.entries(request).filter(([, x]) => x !== undefined)) as TOfferInput;
}

/** docs/product/offer-engineering.md: progress is step divided by step count, as a percentage. */
export const progressPercent = (step: number) => Math.round((step / WIZARD_STEPS) * 100);
