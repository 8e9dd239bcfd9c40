import { ZPainPointAnalysisId } from '../../../shared/pain-point-analysis';
import { ZPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { savedResultOperations } from '../../program-api';
import { generateAnalysis, painPointAnalyses } from './pain-point-analysis.service';

export const painPointAnalysisProgram = savedResultOperations({
  path: '/pain-point-analyses',
  tag: 'Pain point analyses',
  names: ['PainPointAnalysis', 'PainPointAnalyses'],
  nouns: ['pain point analysis', 'pain point analyses'],
  results: painPointAnalyses,
  id: ZPainPointAnalysisId,
  generate: {
    summary: 'Turn a product into personas and pain points',
    description: 'Counts toward the hourly limit of AI generations.',
    body: ZPainPointAnalysisInput,
    run: generateAnalysis,
  },
});
