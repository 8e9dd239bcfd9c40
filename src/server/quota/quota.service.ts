import { and, eq, sql } from 'drizzle-orm';
import { QUOTA_KINDS, QUOTAS, type TQuotaKind, type TUsage, monthKey } from '../../shared/limits';
import { adminStatusSql, isAdmin } from '../auth/roles';
import type { Db } from '../db/client';
import { userGenerationLimits as t } from '../db/schema';
import { quotaExceeded } from '../errors';

/** A held quota unit; `counted` is false for admins, whose generations are not metered. */
export interface Reservation {
  userId: string;
  kind: TQuotaKind;
  monthYear: string;
  counted: boolean;
}

interface QuotaOptions {
  db: Db;
  userId: string;
  kind: TQuotaKind;
  /** The moment that decides the month; now unless a test says otherwise. */
  now?: Date;
}

/**
 * Takes one unit of the month's quota in a single statement: the upsert increments only while the
 * count is under the limit, so concurrent requests can never push it past. Throws 429 at the limit.
 */
export async function reserveQuota({ db, userId, kind, now = new Date() }: QuotaOptions): Promise<Reservation> {
  const monthYear = monthKey(now);
  if (await isAdmin(db, userId)) return { userId, kind, monthYear, counted: false };
  const rule = QUOTAS[kind];
  if (rule.limit < 1) throw quotaExceeded(rule.limitMessage);
  const rows = await db
    .insert(t)
    .values({ userId, monthYear, kind, count: 1 })
    .onConflictDoUpdate({
      target: [t.userId, t.monthYear, t.kind],
      set: { count: sql`${t.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${t.count} < ${rule.limit}`,
    })
    .returning({ count: t.count });
  if (rows.length === 0) throw quotaExceeded(rule.limitMessage);
  return { userId, kind, monthYear, counted: true };
}

/** Gives a unit back after a failed generation, to the month it was taken from. */
export async function releaseQuota(db: Db, r: Reservation): Promise<void> {
  if (!r.counted) return;
  await db
    .update(t)
    .set({ count: sql`greatest(${t.count} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(t.userId, r.userId), eq(t.monthYear, r.monthYear), eq(t.kind, r.kind)));
}

/**
 * How a generation spends a unit: reserves it (none when `kind` is undefined, for unmetered
 * work), hands it to `work`, and gives it back to the month it came from if `work` throws. On success
 * the unit stays spent; work that outlives the call (a queued job) keeps the reservation to give back later.
 */
export async function withQuotaUnit<T>(
  { kind, ...opts }: Omit<QuotaOptions, 'kind'> & { kind: TQuotaKind | undefined },
  work: (reservation: Reservation | null) => Promise<T>,
): Promise<T> {
  const reservation = kind ? await reserveQuota({ ...opts, kind }) : null;
  try {
    return await work(reservation);
  } catch (err) {
    if (reservation) await releaseQuota(opts.db, reservation);
    throw err;
  }
}

/** This month's use of every kind in QUOTAS; kinds with no row yet read as 0. */
export async function getUsage({ db, userId, now = new Date() }: Omit<QuotaOptions, 'kind'>): Promise<TUsage> {
  const monthYear = monthKey(now);
  // One statement: the admin check and the month's counts (every signed-in page reads this).
  const { rows } = (await db.execute(
    sql`select ${adminStatusSql(userId)} as unlimited,
      (select coalesce(json_object_agg(${t.kind}, ${t.count}), '{}'::json) from ${t}
        where ${t.userId} = ${userId} and ${t.monthYear} = ${monthYear}) as used`,
  )) as { rows: { unlimited: boolean; used: Partial<Record<string, number>> }[] };
  const unlimited = rows[0]?.unlimited === true;
  const used = rows[0]?.used ?? {};
  const usage = { month_year: monthYear } as TUsage;
  for (const kind of QUOTA_KINDS) {
    usage[kind] = { used: used[kind] ?? 0, limit: QUOTAS[kind].limit, unlimited };
  }
  return usage;
}
