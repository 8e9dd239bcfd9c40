import { and, eq, sql } from 'drizzle-orm';
import {
  LIMIT_REACHED_MESSAGES,
  MONTHLY_LIMITS,
  QUOTA_KINDS,
  type TQuotaKind,
  type TUsage,
  monthKey,
} from '../../shared/limits';
import { isAdmin } from '../auth/roles';
import type { Db } from '../db/client';
import { userGenerationLimits as t } from '../db/schema';
import { quotaExceeded } from '../errors';

const COLUMNS = {
  mission: t.missionCount,
  bio: t.bioCount,
  content: t.contentCount,
  lead_magnet: t.leadMagnetCount,
} as const;
const KEYS = {
  mission: 'missionCount',
  bio: 'bioCount',
  content: 'contentCount',
  lead_magnet: 'leadMagnetCount',
} as const;

/** A held quota unit; `counted` is false for admins, whose generations are not metered. */
export interface Reservation {
  userId: string;
  kind: TQuotaKind;
  monthYear: string;
  counted: boolean;
}

/**
 * Takes one unit of the month's quota in a single statement: the upsert increments only while the
 * count is under the limit, so concurrent requests can never push it past. Throws 429 at the limit.
 */
export async function reserveQuota(db: Db, userId: string, kind: TQuotaKind, now = new Date()): Promise<Reservation> {
  const monthYear = monthKey(now);
  if (await isAdmin(db, userId)) return { userId, kind, monthYear, counted: false };
  const col = COLUMNS[kind];
  const rows = await db
    .insert(t)
    .values({ userId, monthYear, [KEYS[kind]]: 1 })
    .onConflictDoUpdate({
      target: [t.userId, t.monthYear],
      set: { [KEYS[kind]]: sql`${col} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${col} < ${MONTHLY_LIMITS[kind]}`,
    })
    .returning({ id: t.id });
  if (rows.length === 0) throw quotaExceeded(LIMIT_REACHED_MESSAGES[kind]);
  return { userId, kind, monthYear, counted: true };
}

/** Gives a unit back after a failed generation, to the month it was taken from. */
export async function releaseQuota(db: Db, r: Reservation): Promise<void> {
  if (!r.counted) return;
  const col = COLUMNS[r.kind];
  await db
    .update(t)
    .set({ [KEYS[r.kind]]: sql`greatest(${col} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(eq(t.userId, r.userId), eq(t.monthYear, r.monthYear)));
}

/** Reserves, runs the work, and releases the unit if the work throws. */
export async function withQuota<T>(db: Db, userId: string, kind: TQuotaKind, work: () => Promise<T>): Promise<T> {
  const reservation = await reserveQuota(db, userId, kind);
  try {
    return await work();
  } catch (err) {
    await releaseQuota(db, reservation);
    throw err;
  }
}

export async function getUsage(db: Db, userId: string, now = new Date()): Promise<TUsage> {
  const monthYear = monthKey(now);
  const unlimited = await isAdmin(db, userId);
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.monthYear, monthYear)));
  const usage = { monthYear } as TUsage;
  for (const kind of QUOTA_KINDS) {
    usage[kind] = { used: row?.[KEYS[kind]] ?? 0, limit: MONTHLY_LIMITS[kind], unlimited };
  }
  return usage;
}
