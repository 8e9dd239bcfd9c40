import { defineFeature } from '../../feature';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';
import { competitorAnalysisApi } from './competitor-analysis.routes';
import { analysisActivity } from './competitor-analysis.service';

export const competitorAnalysisFeature = defineFeature({
  name: 'competitor-analysis',
  api: competitorAnalysisApi,
  generators: [competitorAnalysisGenerator],
  dashboard: { id: 'competitor-analyses', activity: analysisActivity },
});
