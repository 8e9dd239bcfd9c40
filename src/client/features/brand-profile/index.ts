/**
 * What other features use of the brand profile: small pieces only; the page itself is lazy-loaded by
 * the router. Other features import the entry in `public/` they need rather than this file: a page
 * downloads every module its imports reach, so importing the button through here brought the
 * wizards' switch and the dashboard's card along.
 */
export * from './public/add-to-brand-profile';
export * from './public/prefill';
export * from './public/completeness-card';
