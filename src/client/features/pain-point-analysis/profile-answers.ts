import type { TBrandValues } from '../../../shared/brand-profile';
import { PAIN_POINT_INPUT_MAX } from '../../../shared/pain-point-analysis';
import type { TPainPointAnalysisInput } from '../../../shared/pain-point-input';

/** The form answers the brand profile can give: its one-line offer describes the product, its audience is the market. */
export type TProfileAnswers = Partial<Pick<TPainPointAnalysisInput, 'productDescription' | 'targetMarket'>>;
export type TProfileAnswer = keyof TProfileAnswers;

/** A value the form would refuse (a 500-character audience in a 300-character market) is left out, not cut. */
const fitsForm = (field: TProfileAnswer, value: string | undefined) =>
  value?.trim() && value.trim().length <= PAIN_POINT_INPUT_MAX[field] ? value : undefined;

export function answersFromProfile(profile: Partial<TBrandValues>): TProfileAnswers {
  const answers: TProfileAnswers = {
    productDescription: fitsForm('productDescription', profile.offer),
    targetMarket: fitsForm('targetMarket', profile.audience),
  };
  return Object.fromEntries(Object.entries(answers).filter(([, v]) => v));
}
