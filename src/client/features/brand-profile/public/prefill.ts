/** For tool forms and wizards: answers prefilled from the brand profile, their mark, and the on/off switch. */
export { BrandProfileToggle } from '../components/brand-profile-toggle';
export { PrefilledMark } from '../components/prefilled-mark';
export { useBrandPrefill } from '../use-brand-prefill';
