/*
 * What follows the survey (the analysis running, its result with the hand-offs to other tools, a
 * failure), one chunk fetched while the survey is answered: the page opens on the questions.
 */
export { AnalysisFailed } from './analysis-failed';
export { AnalyzingScreen } from './analyzing-screen';
export { NicheResults } from './niche-results';
