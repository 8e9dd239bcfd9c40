import { and, desc, eq, sql } from 'drizzle-orm';
import type { TNicheInput, TNicheDiscovery } from '../../../shared/niche-discovery';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, runPipeline } from '../../ai/pipeline';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { countRows, newestActivity } from '../../dashboard-sources';
import { nicheDiscoveries as t } from './niche-discovery.schema';
import { notFound } from '../../errors';
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

const NOT_FOUND = 'That niche discovery does not exist.';

interface Scope {
  db: Db;
  userId: string;
}
type Owned = Scope & { id: string };

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
export const discoverNiche = (o: { deps: AiDeps; userId: string; request: TNicheInput }) =>
  runPipeline(nichePipeline, o);

const discoveriesOf = preparedPerDb((db) =>
  db
    .select()
    .from(t)
    .where(eq(t.userId, sql.placeholder('userId')))
    .orderBy(desc(t.generatedAt))
    .prepare('list_niche_discoveries'),
);

export async function listDiscoveries({ db, userId }: Scope): Promise<TNicheDiscovery[]> {
  const rows = await discoveriesOf(db).execute({ userId });
  return rows.map(toDiscovery);
}

export async function getDiscovery({ db, userId, id }: Owned): Promise<TNicheDiscovery> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return toDiscovery(row);
}

export async function deleteDiscovery({ db, userId, id }: Owned): Promise<void> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

/** How many discoveries the user has, for the dashboard's progress. */
export const discoveryCounts = countRows(t, t.userId, 'nicheDiscoveries');

/** The user's newest discoveries, for the dashboard's recent activity. */
export const discoveryActivity = newestActivity(
  { table: t, id: t.id, user: t.userId, at: t.generatedAt, fields: { niche: t.recommendedNiche } },
  (r) => ({
    id: `niche-discovery:${r.id}`,
    kind: 'niche-discovery',
    title: `Niche discovered: ${r.niche}`,
    href: '/niche-discovery',
  }),
);
