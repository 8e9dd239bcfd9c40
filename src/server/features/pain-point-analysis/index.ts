import { defineFeature } from '../../feature';
import { painPointAnalysisGenerator } from './pain-point-analysis.generator';

/** Its generator is built and tested; its routes and screens come with the tool itself. */
export const painPointAnalysisFeature = defineFeature({
  name: 'pain-point-analysis',
  generators: [painPointAnalysisGenerator],
});
