import type { TBrandField, TBrandValues } from '../../../../shared/brand-profile';

// What 'Add to brand profile' hands its dialog, kept apart from both so that the button, which loads
// the dialog on demand, and the dialog, which renders these rows, do not import each other.

/** The values a result offers to the brand profile. */
export type BrandOffer = Partial<TBrandValues>;

/** One field the result can fill: its value in the profile now and the new one. */
export interface BrandOfferRow {
  field: TBrandField;
  next: string;
  current: string;
  unchanged: boolean;
}
