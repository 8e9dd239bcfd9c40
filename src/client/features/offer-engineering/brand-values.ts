import { BRAND_FIELDS, type TBrandValues } from '../../../shared/brand-profile';
import type { TOfferRecord } from '../../../shared/offer-engineering';
import { FIELDS, type WizardValues } from './wizard/wizard-values';

/** The wizard answers the brand profile can give. */
export type TProfileAnswer = 'businessName' | 'targetAudience' | 'mainProblem' | 'desiredOutcome';
export type TProfileAnswers = Partial<Pick<WizardValues, TProfileAnswer>>;

/** A value the wizard would refuse is left out, not cut: half a sentence is worse than an empty box. */
const fitsWizard = (field: TProfileAnswer, value: string | undefined) =>
  value?.trim() && value.length <= FIELDS[field].max ? value : undefined;

/** The pain points one per line, as many whole ones as the main problem holds. */
function problemFrom(painPoints: readonly string[] = []): string | undefined {
  const lines: string[] = [];
  for (const point of painPoints) {
    if ([...lines, point].join('\n').length > FIELDS.mainProblem.max) break;
    lines.push(point);
  }
  return lines.length > 0 ? lines.join('\n') : undefined;
}

/** The display name is the business, the audience and promise are the audience and outcome, the pain points the problem. */
export function answersFromProfile(profile: Partial<TBrandValues>): TProfileAnswers {
  const answers: TProfileAnswers = {
    businessName: fitsWizard('businessName', profile.displayName),
    targetAudience: fitsWizard('targetAudience', profile.audience),
    mainProblem: problemFrom(profile.painPoints),
    desiredOutcome: fitsWizard('desiredOutcome', profile.promise),
  };
  return Object.fromEntries(Object.entries(answers).filter(([, v]) => v));
}

// Length checks against the profile's limits, not its schemas: the offer page need not load a validator.
const fitsProfile = (field: 'displayName' | 'audience' | 'promise' | 'offer', value: string) =>
  value.trim() && value.length <= BRAND_FIELDS[field].max ? value : undefined;

/**
 * What an offer can add to the brand profile: the core offer in one line (its name and headline, or
 * the headline alone when both are too long), its dream outcome as the promise, and who it is for.
 */
export function profileValues(o: TOfferRecord): Partial<TBrandValues> {
  const core = o.offer.core_offer;
  return {
    displayName: fitsProfile('displayName', o.business_name),
    audience: fitsProfile('audience', o.target_audience),
    promise: fitsProfile('promise', core.dream_outcome),
    offer: fitsProfile('offer', `${core.name}: ${core.headline}`) ?? fitsProfile('offer', core.headline),
  };
}
