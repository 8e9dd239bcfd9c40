/** For result pages: the button that offers a result's values to the brand profile. */
export { AddToBrandProfile } from '../components/add-to-brand-profile';
export type { BrandOffer } from '../components/brand-offer';
