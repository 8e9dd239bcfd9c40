import type { TBrandValues } from '../../../../shared/brand-profile';
import { CONTENT_PILLARS, type TContentPlan } from '../../../../shared/content-strategy';
import type { TContentPlanInput } from '../../../../shared/content-plan-input';
import { addPainPoints } from '../pain-points';
import type { WizardValues } from './wizard-values';

/** The wizard's fields the brand profile fills; the pillars are one mark over the options and the custom ones. */
export const BRAND_MARKS = {
  brandName: 'Brand name',
  niche: 'Niche',
  audience: 'Target audience',
  painPoints: 'Pain points',
  pillars: 'Content pillars',
  promise: 'Transformation promise',
} as const;
export type BrandMarkKey = keyof typeof BRAND_MARKS;

/** What the profile put in each marked field, as it put it. */
export type BrandFill = Partial<Pick<WizardValues, 'brandName' | 'niche' | 'audience' | 'painPoints' | 'promise'>> & {
  pillars?: Pick<WizardValues, 'contentPillars' | 'customPillars'>;
};

const option = (pillar: string) => CONTENT_PILLARS.find((p) => p.name.toLowerCase() === pillar.toLowerCase())?.name;

/**
 * The wizard's answers from the profile (the profile's limits are the plan's, so every value fits). A
 * pillar that names one of the six options selects that option; any other is a custom pillar.
 */
export function wizardFromBrand(profile: Partial<TBrandValues>): BrandFill {
  const fill: BrandFill = {};
  if (profile.displayName) fill.brandName = profile.displayName;
  if (profile.niche) fill.niche = profile.niche;
  if (profile.audience) fill.audience = profile.audience;
  if (profile.promise) fill.promise = profile.promise;
  const pains = addPainPoints([], profile.painPoints ?? []);
  if (pains.length > 0) fill.painPoints = pains;
  const pillars = profile.pillars ?? [];
  if (pillars.length > 0)
    fill.pillars = {
      contentPillars: pillars.map(option).filter((p): p is string => p !== undefined),
      customPillars: pillars.filter((p) => !option(p)),
    };
  return fill;
}

/** Which of `fill` may go in: only fields the person has not filled yet. */
export function emptyPart(fill: BrandFill, values: WizardValues): BrandFill {
  const out: BrandFill = {};
  for (const key of ['brandName', 'niche', 'audience', 'promise'] as const) {
    if (fill[key] && !values[key].trim()) out[key] = fill[key];
  }
  if (fill.painPoints && values.painPoints.length === 0 && !values.painPointDraft.trim())
    out.painPoints = fill.painPoints;
  if (fill.pillars && values.contentPillars.length === 0 && values.customPillars.length === 0)
    out.pillars = fill.pillars;
  return out;
}

/** The wizard's values with `fill` written in. */
export function withFill(values: WizardValues, fill: BrandFill): WizardValues {
  return { ...values, ...fillChange(fill) };
}

/** The fields a fill sets, as a change to the wizard's answers. */
export function fillChange({ pillars, ...fields }: BrandFill): Partial<WizardValues> {
  return { ...fields, ...pillars };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A field keeps its mark while it still holds what the profile put there. */
export function stillFromBrand(key: BrandMarkKey, fill: BrandFill, values: WizardValues): boolean {
  if (key === 'pillars')
    return (
      fill.pillars !== undefined &&
      same(fill.pillars.contentPillars, values.contentPillars) &&
      same(fill.pillars.customPillars, values.customPillars)
    );
  return fill[key] !== undefined && same(fill[key], values[key]);
}

/** Clear on a mark: the field as a fresh wizard has it. */
export function cleared(key: BrandMarkKey): Partial<WizardValues> {
  if (key === 'pillars') return { contentPillars: [], customPillars: [] };
  if (key === 'painPoints') return { painPoints: [] };
  return { [key]: '' };
}

/** What a plan gives the brand profile: the brand, niche, audience, pain points, promise and pillars it was made from. */
export function brandValuesFromPlan(plan: TContentPlan | TContentPlanInput): Partial<TBrandValues> {
  const input =
    'brand_name' in plan
      ? {
          brandName: plan.brand_name,
          niche: plan.niche,
          audience: plan.audience,
          painPoints: plan.pain_points,
          promise: plan.transformation_promise,
          contentPillars: plan.content_pillars,
        }
      : plan;
  return {
    displayName: input.brandName,
    niche: input.niche,
    audience: input.audience,
    painPoints: input.painPoints,
    promise: input.promise,
    pillars: input.contentPillars,
  };
}
