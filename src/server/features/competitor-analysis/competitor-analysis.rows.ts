import type { TSavedCompetitorAnalysis, TSavedInsight } from '../../../shared/competitor-analysis';
import type { competitorAnalyses as a, contentInsights as ins } from './competitor-analysis.schema';

/** Rows as the API answers them: the spec's snake_case names, dates as ISO strings. */
export const toInsight = (r: typeof ins.$inferSelect): TSavedInsight => ({
  id: r.id,
  analysis_id: r.analysisId,
  title: r.title,
  description: r.description,
  insight_type: r.insightType,
  priority_level: r.priorityLevel,
  confidence_score: r.confidenceScore,
  actionable_steps: r.actionableSteps,
  created_at: r.createdAt.toISOString(),
});

export const toAnalysis = (r: typeof a.$inferSelect, insights: TSavedInsight[]): TSavedCompetitorAnalysis => ({
  id: r.id,
  competitor_name: r.competitorName,
  competitor_handle: r.competitorHandle,
  platform: r.platform,
  notes: r.notes,
  industry_context: r.industryContext,
  analysis_summary: r.analysisSummary,
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
  insights,
});
