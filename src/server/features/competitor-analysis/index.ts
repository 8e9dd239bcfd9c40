import { defineFeature } from '../../feature';
import { competitorAnalysisProgram } from './competitor-analysis.program';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';
import { competitorAnalysisApi } from './competitor-analysis.routes';
import { analysisActivity } from './competitor-analysis.service';

export const competitorAnalysisFeature = defineFeature({
  name: 'competitor-analysis',
  api: competitorAnalysisApi,
  program: competitorAnalysisProgram,
  generators: [competitorAnalysisGenerator],
  dashboard: { id: 'competitor-analyses', activity: analysisActivity },
});
