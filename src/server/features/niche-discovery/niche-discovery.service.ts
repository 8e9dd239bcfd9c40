import type { TNicheInput, TNicheDiscovery } from '../../../shared/niche-discovery';
import { definePipeline, runPipeline, type PipelineRequest } from '../../ai/pipeline';
import { defineSavedResults } from '../../saved-results';
import { nicheDiscoveries as t } from './niche-discovery.schema';
import { nicheGenerator } from './niche-discovery.generator';

type Row = typeof t.$inferSelect;

const toDiscovery = (r: Row): TNicheDiscovery => ({
  id: r.id,
  recommended_niche: r.recommendedNiche,
  answers: r.answers,
  result: r.result,
  offline: r.offline,
  generated_at: r.generatedAt.toISOString(),
});

const nichePipeline = definePipeline({
  generator: nicheGenerator,
  failure: 'Failed to analyze your niche',
  async save({ tx, userId, input, output, offline }) {
    const [row] = await tx
      .insert(t)
      .values({ userId, recommendedNiche: output.recommendedNiche, answers: input, result: output, offline })
      .returning();
    if (!row) throw new Error('the niche discovery was not saved');
    return toDiscovery(row);
  },
});

/** Runs the F.O.C.U.S. analysis and saves it; nothing is saved when the analysis fails. */
export const discoverNiche = (o: PipelineRequest<TNicheInput>) =>
  runPipeline(nichePipeline, o);

/** The user's discoveries, newest first. */
export const savedDiscoveries = defineSavedResults({
  name: 'niche_discoveries',
  table: t,
  at: t.generatedAt,
  notFound: 'That niche discovery does not exist.',
  toRecord: toDiscovery,
});

/** How many discoveries the user has, for the dashboard's progress. */
export const discoveryCounts = savedDiscoveries.counts('niche_discoveries');

/** The user's newest discoveries, for the dashboard's recent activity. */
export const discoveryActivity = savedDiscoveries.activity({ niche: t.recommendedNiche }, (r) => ({
  id: `niche-discovery:${r.id}`,
  kind: 'niche-discovery',
  title: `Niche discovered: ${r.niche}`,
  href: '/niche-discovery',
}));
