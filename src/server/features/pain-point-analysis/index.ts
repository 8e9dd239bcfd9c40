import { defineFeature } from '../../feature';
import { painPointAnalysisProgram } from './pain-point-analysis.program';
import { painPointAnalysisGenerator } from './pain-point-analysis.generator';
import { painPointAnalysisApi } from './pain-point-analysis.routes';
import { analysisActivity } from './pain-point-analysis.service';

export const painPointAnalysisFeature = defineFeature({
  name: 'pain-point-analysis',
  api: painPointAnalysisApi,
  program: painPointAnalysisProgram,
  generators: [painPointAnalysisGenerator],
  dashboard: { id: 'pain-point-analyses', activity: analysisActivity },
});
