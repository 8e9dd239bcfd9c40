import { defineFeature } from '../../feature';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';

/** Its generator is built and tested; its routes and screens come with the tool itself. */
export const competitorAnalysisFeature = defineFeature({
  name: 'competitor-analysis',
  generators: [competitorAnalysisGenerator],
});
