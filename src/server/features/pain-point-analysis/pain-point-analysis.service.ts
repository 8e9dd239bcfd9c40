import { PAIN_POINT_ANALYSIS_FAILED, type TPainPointAnalysisRecord } from '../../../shared/pain-point-analysis';
import type { TPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import { defineSavedResults } from '../../saved-results';
import { painPointAnalysisGenerator } from './pain-point-analysis.generator';
import { painPointAnalyses as t } from './pain-point-analysis.schema';

const toRecord = (r: typeof t.$inferSelect): TPainPointAnalysisRecord => ({
  id: r.id,
  product_name: r.productName,
  product_description: r.productDescription,
  target_market: r.targetMarket,
  price_range: r.priceRange,
  result: {
    personas: r.generatedPersonas,
    pain_points: r.generatedPainPoints,
    content_ideas: r.generatedContentIdeas,
    positioning: r.positioningRecommendations,
    market_intelligence: r.marketIntelligence,
  },
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
});

const pipeline = definePipeline({
  generator: painPointAnalysisGenerator,
  failure: PAIN_POINT_ANALYSIS_FAILED,
  async save({ tx, userId, input, output, offline }) {
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        productName: input.productName,
        productDescription: input.productDescription,
        // A blank optional answer is stored as "not given", so screens and the report can leave it out.
        targetMarket: input.targetMarket || null,
        priceRange: input.priceRange || null,
        generatedPersonas: output.personas,
        generatedPainPoints: output.pain_points,
        generatedContentIdeas: output.content_ideas,
        positioningRecommendations: output.positioning,
        marketIntelligence: output.market_intelligence,
        offline,
      })
      .returning();
    if (!row) throw new Error('the pain point analysis was not saved');
    return toRecord(row);
  },
});

/** Generates the analysis and saves it; a failed or malformed generation saves nothing. */
export const generateAnalysis = (o: PipelineRequest<TPainPointAnalysisInput>) =>
  runPipeline(pipeline, o);

/** The user's analyses, newest first (docs/product/pain-point-analysis.md). */
export const painPointAnalyses = defineSavedResults({
  name: 'pain_point_analyses',
  table: t,
  at: t.createdAt,
  notFound: 'That analysis does not exist.',
  toRecord,
});

/** The user's newest analyses for Recent Activity, each opening its own detail. */
export const analysisActivity = painPointAnalyses.activity({ product: t.productName }, (r) => ({
  id: `pain-point-analysis:${r.id}`,
  kind: 'pain-point-analysis',
  title: `Pain point analysis: ${r.product}`,
  href: `/pain-point-analysis/${r.id}`,
}));
