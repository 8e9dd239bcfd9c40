/** What other features use of the brand profile: small pieces only; the page itself is lazy-loaded by the router. */
export { AddToBrandProfile, type BrandOffer } from './components/add-to-brand-profile';
export { BrandProfileToggle } from './components/brand-profile-toggle';
export { PrefilledMark } from './components/prefilled-mark';
export { useBrandPrefill } from './use-brand-prefill';
export { BrandCompletenessCard } from './components/brand-completeness-card';
