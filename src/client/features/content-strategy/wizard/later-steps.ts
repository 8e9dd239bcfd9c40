/*
 * Steps 2 to 6 of the wizard, one chunk fetched while the first step is filled in: the page opens on
 * the brand and niche, and the suggestions, chips and cards of the later steps can wait for it.
 */
export { StepAudience } from './step-audience';
export { StepFormats } from './step-formats';
export { StepPainPoints } from './step-pain-points';
export { StepPillars } from './step-pillars';
export { StepPromise } from './step-promise';
