import { OFFER_FAILED, type TOfferInput, type TOfferRecord } from '../../../shared/offer-engineering';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import { defineSavedResults } from '../../saved-results';
import { offers as t } from './offer-engineering.schema';
import { offerGenerator } from './offer.generator';

const toRecord = (r: typeof t.$inferSelect): TOfferRecord => ({
  id: r.id,
  business_name: r.businessName,
  industry: r.industry,
  target_audience: r.targetAudience,
  current_revenue: r.currentRevenue,
  main_problem: r.mainProblem,
  current_solution: r.currentSolution,
  solution_gaps: r.solutionGaps,
  desired_outcome: r.desiredOutcome,
  price_range: r.priceRange,
  timeline: r.timeline,
  status: r.status,
  offer: {
    core_offer: r.coreOffer,
    power_offer: r.powerOffer,
    offer_stack: r.offerStack,
    offer_scripts: r.offerScripts,
    value_scorecard: r.valueScorecard,
  },
  offline: r.offline,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

// The spec names no monthly quota for offers; the shared pipeline's rate limit still applies.
const pipeline = definePipeline({
  generator: offerGenerator,
  failure: OFFER_FAILED,
  async save({ tx, userId, input, output, offline }) {
    const [row] = await tx
      .insert(t)
      .values({
        userId,
        businessName: input.businessName,
        industry: input.industry ?? null,
        targetAudience: input.targetAudience,
        currentRevenue: input.currentRevenue ?? null,
        mainProblem: input.mainProblem,
        // A blank optional answer is stored as "not given", so the detail can leave it out.
        currentSolution: input.currentSolution || null,
        solutionGaps: input.solutionGaps || null,
        desiredOutcome: input.desiredOutcome,
        priceRange: input.priceRange ?? null,
        timeline: input.timeline ?? null,
        coreOffer: output.core_offer,
        powerOffer: output.power_offer,
        offerStack: output.offer_stack,
        offerScripts: output.offer_scripts,
        valueScorecard: output.value_scorecard,
        offline,
      })
      .returning();
    if (!row) throw new Error('the offer was not saved');
    return toRecord(row);
  },
});

/** Generates the offer and saves it; a failed or malformed generation saves nothing. */
export const generateOffer = (o: PipelineRequest<TOfferInput>) => runPipeline(pipeline, o);

/** The user's offers, newest first (docs/product/offer-engineering.md). */
export const savedOffers = defineSavedResults({
  name: 'offers',
  table: t,
  at: t.createdAt,
  notFound: 'That offer does not exist.',
  toRecord,
});

/** The user's newest offers for Recent Activity, each opening its own detail. */
export const offerActivity = savedOffers.activity({ business: t.businessName }, (r) => ({
  id: `offer:${r.id}`,
  kind: 'offer-engineering',
  title: `Offer: ${r.business}`,
  href: `/offer-engineering/${r.id}`,
}));
