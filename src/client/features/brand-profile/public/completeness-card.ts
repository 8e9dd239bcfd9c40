/** For the dashboard: how complete the brand profile is, and what to fill in next. */
export { BrandCompletenessCard } from '../components/brand-completeness-card';
