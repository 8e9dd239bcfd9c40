import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  COMPETITOR_ANALYSIS_FAILED,
  type TCompetitorAnalysisInput,
  type TCompetitorStats,
  type TSavedCompetitorAnalysis,
} from '../../../shared/competitor-analysis';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import type { Db } from '../../db/client';
import { defineSavedResults, type Scope } from '../../saved-results';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';
import { toAnalysis, toInsight } from './competitor-analysis.rows';
import { competitorAnalyses as a, contentInsights as ins } from './competitor-analysis.schema';

/** The analyses' insights in their saved order, attached to each analysis. */
async function withInsights(db: Db, rows: (typeof a.$inferSelect)[]): Promise<TSavedCompetitorAnalysis[]> {
  if (rows.length === 0) return [];
  const found = await db
    .select()
    .from(ins)
    .where(
      inArray(
        ins.analysisId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(ins.position));
  return rows.map((r) => toAnalysis(r, found.filter((i) => i.analysisId === r.id).map(toInsight)));
}

const pipeline = definePipeline({
  generator: competitorAnalysisGenerator,
  failure: COMPETITOR_ANALYSIS_FAILED,
  async save({ tx, userId, input, output, offline }) {
    const rows = await tx
      .insert(a)
      .values(
        output.analyses.map((r, position) => ({
          userId,
          // The user's own spelling, not the model's echo of it.
          competitorName: input.competitors[position]?.name ?? r.competitor_name,
          competitorHandle: input.competitors[position]?.handle ?? r.competitor_handle,
          platform: input.platform,
          notes: input.competitors[position]?.notes || null,
          analysisSummary: r.analysis_summary,
          industryContext: input.industryContext,
          offline,
          position,
        })),
      )
      .returning();
    const byPosition = [...rows].sort((x, y) => x.position - y.position);
    await tx.insert(ins).values(
      output.analyses.flatMap((r, n) =>
        r.insights.map((i, position) => ({
          analysisId: byPosition[n]?.id ?? '',
          userId,
          title: i.title,
          description: i.description,
          insightType: i.insight_type,
          priorityLevel: i.priority_level,
          confidenceScore: i.confidence_score,
          actionableSteps: i.actionable_steps,
          position,
        })),
      ),
    );
    return withInsights(tx, byPosition);
  },
});

/** Analyses every competitor and saves one analysis each; nothing is saved when the analysis fails. */
export const analyzeCompetitors = (o: PipelineRequest<TCompetitorAnalysisInput>) =>
  runPipeline(pipeline, o);

/** Newest run first; within a run, in the order the competitors were listed. Insights go with an analysis (the foreign key cascades). */
export const savedAnalyses = defineSavedResults({
  name: 'competitor_analyses',
  table: a,
  at: a.createdAt,
  thenBy: asc(a.position),
  notFound: 'That competitor analysis does not exist.',
  toRecord: (r) => toAnalysis(r, []),
  toRecords: withInsights,
});

export async function analysisStats({ db, userId }: Scope): Promise<TCompetitorStats> {
  const [analyses] = await db.select({ n: count() }).from(a).where(eq(a.userId, userId));
  const types = await db
    .select({ type: ins.insightType, n: count() })
    .from(ins)
    .where(eq(ins.userId, userId))
    .groupBy(ins.insightType);
  const of = (type: string) => types.find((t) => t.type === type)?.n ?? 0;
  return {
    total_analyses: analyses?.n ?? 0,
    total_insights: types.reduce((sum, t) => sum + t.n, 0),
    opportunities: of('opportunity'),
    trends: of('trend'),
  };
}

/** The user's newest analyses, for the dashboard's recent activity. */
export const analysisActivity = savedAnalyses.activity({ name: a.competitorName, handle: a.competitorHandle }, (r) => ({
  id: `competitor-analysis:${r.id}`,
  kind: 'competitor-analysis',
  title: `Competitor analysed: ${r.name} (${r.handle})`,
  href: `/competitor-analysis/${r.id}`,
}));
