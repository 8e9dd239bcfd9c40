import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COMPETITOR_ANALYSIS_FAILED,
  type TCompetitorAnalysisInput,
  type TCompetitorStats,
  type TSavedCompetitorAnalysis,
} from '../../../shared/competitor-analysis';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline } from '../../ai/pipeline';
import type { Db } from '../../db/client';
import { newestActivity } from '../../dashboard-sources';
import { notFound } from '../../errors';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';
import { toAnalysis, toInsight } from './competitor-analysis.rows';
import { competitorAnalyses as a, contentInsights as ins } from './competitor-analysis.schema';

const NOT_FOUND = 'That competitor analysis does not exist.';

interface Scope {
  db: Db;
  userId: string;
}
type Owned = Scope & { id: string };

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
export const analyzeCompetitors = (o: { deps: AiDeps; userId: string; request: TCompetitorAnalysisInput }) =>
  runPipeline(pipeline, o);

/** Newest run first; within a run, in the order the competitors were listed. */
export async function listAnalyses({ db, userId }: Scope): Promise<TSavedCompetitorAnalysis[]> {
  const rows = await db.select().from(a).where(eq(a.userId, userId)).orderBy(desc(a.createdAt), asc(a.position));
  return withInsights(db, rows);
}

export async function getAnalysis({ db, userId, id }: Owned): Promise<TSavedCompetitorAnalysis> {
  const rows = await db
    .select()
    .from(a)
    .where(and(eq(a.id, id), eq(a.userId, userId)));
  const [found] = await withInsights(db, rows);
  if (!found) throw notFound(NOT_FOUND);
  return found;
}

/** Its insights go with it (the foreign key cascades). */
export async function deleteAnalysis({ db, userId, id }: Owned): Promise<void> {
  const rows = await db
    .delete(a)
    .where(and(eq(a.id, id), eq(a.userId, userId)))
    .returning({ id: a.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

export async function analysisStats({ db, userId }: Scope): Promise<TCompetitorStats> {
  const [analyses] = await db.select({ n: count() }).from(a).where(eq(a.userId, userId));
  const types = await db
    .select({ type: ins.insightType, n: count() })
    .from(ins)
    .where(eq(ins.userId, userId))
    .groupBy(ins.insightType);
  const of = (type: string) => types.find((t) => t.type === type)?.n ?? 0;
  return {
    totalAnalyses: analyses?.n ?? 0,
    totalInsights: types.reduce((sum, t) => sum + t.n, 0),
    opportunities: of('opportunity'),
    trends: of('trend'),
  };
}

/** The user's newest analyses, for the dashboard's recent activity. */
export const analysisActivity = newestActivity(
  {
    table: a,
    id: a.id,
    user: a.userId,
    at: a.createdAt,
    thenBy: sql`${a.position} asc`,
    fields: { name: a.competitorName, handle: a.competitorHandle },
  },
  (r) => ({
    id: `competitor-analysis:${r.id}`,
    kind: 'competitor-analysis',
    title: `Competitor analysed: ${r.name} (${r.handle})`,
    href: `/competitor-analysis/${r.id}`,
  }),
);
