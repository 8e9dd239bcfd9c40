import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminOptinPages, TAdminOptinPagesQuery } from '../../../shared/audience';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import { audienceSubscribers as s, optinPages as p } from './audience.schema';

/** A search term as a literal ILIKE pattern: % and _ typed by a person match themselves. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/**
 * Every member's opt-in pages for the admin team: what is public on this instance and whose it is.
 * Reading and taking down are the admin feature's routes (role checked and audited there).
 */
export async function listAllPages(
  db: Db,
  q: { q?: string; status?: 'published' | 'unpublished'; limit: number; offset: number },
): Promise<TAdminOptinPages> {
  const filters: (SQL | undefined)[] = [q.status ? eq(p.status, q.status) : undefined];
  if (q.q)
    filters.push(or(ilike(p.slug, contains(q.q)), ilike(p.headline, contains(q.q)), ilike(user.email, contains(q.q))));
  const where = and(...filters);
  const subscribers = sql<number>`(select count(*)::int from ${s} where ${s.sourcePageId} = ${p.id} and ${s.status} = 'subscribed')`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: p.id,
        slug: p.slug,
        headline: p.headline,
        status: p.status,
        unpublishedBy: p.unpublishedBy,
        publishedAt: p.publishedAt,
        ownerId: user.id,
        ownerEmail: user.email,
        ownerName: user.name,
        subscribers,
      })
      .from(p)
      .innerJoin(user, eq(user.id, p.userId))
      .where(where)
      .orderBy(desc(p.publishedAt), p.id)
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(p).innerJoin(user, eq(user.id, p.userId)).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      path: `/l/${r.slug}`,
      headline: r.headline,
      status: r.status,
      unpublished_by: r.unpublishedBy,
      owner: { id: r.ownerId, email: r.ownerEmail, name: r.ownerName || null },
      subscribers: r.subscribers,
      published_at: r.publishedAt.toISOString(),
    })),
  };
}

/** Takes any member's page offline; the member cannot publish it again. Null when it was not live. */
export async function takeDownPage(db: Db, id: string): Promise<{ id: string; slug: string; userId: string } | null> {
  const [row] = await db
    .update(p)
    .set({ status: 'unpublished', unpublishedBy: 'admin', updatedAt: sql`now()` })
    .where(and(eq(p.id, id), eq(p.status, 'published')))
    .returning({ id: p.id, slug: p.slug, userId: p.userId });
  return row ?? null;
}

export type { TAdminOptinPagesQuery };
