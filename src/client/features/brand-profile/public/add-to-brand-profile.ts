/** For result pages: the button that offers a result's values to the brand profile. */
export { AddToBrandProfile, type BrandOffer } from '../components/add-to-brand-profile';
