import { ZCompetitorAnalysisId, ZCompetitorAnalysisInput } from '../../../shared/competitor-analysis';
import { savedResultOperations } from '../../program-api';
import { analyzeCompetitors, savedAnalyses } from './competitor-analysis.service';

export const competitorAnalysisProgram = savedResultOperations({
  path: '/competitor-analyses',
  tag: 'Competitor analyses',
  names: ['CompetitorAnalysis', 'CompetitorAnalyses'],
  nouns: ['competitor analysis', 'competitor analyses'],
  results: savedAnalyses,
  id: ZCompetitorAnalysisId,
  generate: {
    summary: 'Analyse competitors',
    description: 'Counts toward the hourly limit of AI generations.',
    body: ZCompetitorAnalysisInput,
    run: analyzeCompetitors,
  },
});
