/*
 * What follows Generate (the progress, then the plan with its tabs, table and dialogs, or a failure),
 * one chunk fetched while the wizard is filled in: the page opens on the wizard.
 */
export { GeneratingScreen } from './generating-screen';
export { GenerationFailed } from './generation-failed';
export { NewPlanResults, UnsavedPlanResults } from './new-plan-results';
