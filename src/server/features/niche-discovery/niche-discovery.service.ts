import { and, count, desc, eq } from 'drizzle-orm';
import type { TActivityItem } from '../../../shared/dashboard';
import type { TNicheInput, TNicheResult, TNicheDiscovery } from '../../../shared/niche-discovery';
import { type AiDeps, generate } from '../../ai/generate';
import { toSpecError } from '../../ai/errors';
import type { Db } from '../../db/client';
import { nicheDiscoveries as t } from '../../db/schema';
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

/** Runs the F.O.C.U.S. analysis and saves it; nothing is saved when the analysis fails. */
export async function discoverNiche(deps: AiDeps, userId: string, answers: TNicheInput): Promise<TNicheDiscovery> {
  let result: TNicheResult;
  let offline: boolean;
  try {
    const generation = await generate(deps, nicheGenerator, answers, { userId });
    result = generation.output;
    offline = generation.offline;
  } catch (err) {
    throw toSpecError(err, 'Failed to analyze your niche');
  }
  const [row] = await deps.db
    .insert(t)
    .values({ userId, recommendedNiche: result.recommendedNiche, answers, result, offline })
    .returning();
  if (!row) throw new Error('the niche discovery was not saved');
  return toDiscovery(row);
}

export async function listDiscoveries(db: Db, userId: string): Promise<TNicheDiscovery[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt));
  return rows.map(toDiscovery);
}

export async function getDiscovery(db: Db, userId: string, id: string): Promise<TNicheDiscovery> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)));
  if (!row) throw notFound(NOT_FOUND);
  return toDiscovery(row);
}

export async function deleteDiscovery(db: Db, userId: string, id: string): Promise<void> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), eq(t.userId, userId)))
    .returning({ id: t.id });
  if (rows.length === 0) throw notFound(NOT_FOUND);
}

export async function countDiscoveries(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(t).where(eq(t.userId, userId));
  return row?.n ?? 0;
}

/** The user's newest discoveries, for the dashboard's recent activity. */
export async function discoveryActivity(db: Db, userId: string, limit: number): Promise<TActivityItem[]> {
  const rows = await db.select().from(t).where(eq(t.userId, userId)).orderBy(desc(t.generatedAt)).limit(limit);
  return rows.map((r) => ({
    id: `niche-discovery:${r.id}`,
    kind: 'niche-discovery',
    title: `Niche discovered: ${r.recommendedNiche}`,
    href: '/niche-discovery',
    createdAt: r.generatedAt.toISOString(),
  }));
}
