import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import {
  ACTIVITY_EXPORT_LIMIT,
  ACTIVITY_PAGE_SIZE,
  type TActivityFilter,
  type TAdminAction,
  type TAdminActivity,
  type TPage,
} from '../../../shared/admin';
import { toCsv } from '../../../shared/csv';
import type { Db } from '../../db/client';
import { adminActivityLogs as logs, profiles, user } from '../../db/schema';

export interface AuditEntry {
  action: TAdminAction;
  targetId?: string | null;
  targetTable?: string | null;
  details?: Record<string, unknown>;
}

export interface Actor {
  db: Db;
  /** The signed-in admin. */
  userId: string;
}

/**
 * Every admin change goes through here: the change and its audit row are written in one transaction,
 * so a change that fails leaves no row and a row never describes a change that did not happen.
 */
export function audited<T>(
  { db, userId }: Actor,
  change: (tx: Db) => Promise<T>,
  describe: (result: T) => AuditEntry,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await writeAudit(tx, userId, describe(result));
    return result;
  });
}

/** For an action that changes nothing else (opening the dashboard). */
export async function writeAudit(db: Db, userId: string, entry: AuditEntry): Promise<void> {
  await db.insert(logs).values({
    adminUserId: userId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    targetTable: entry.targetTable ?? null,
    details: entry.details ?? {},
  });
}

/** A search term as a literal ILIKE pattern: % and _ typed by a person match themselves. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

function activityWhere(f: Partial<TActivityFilter>): SQL | undefined {
  const actor = f.actor ? containsPattern(f.actor) : null;
  return and(
    f.action ? eq(logs.action, f.action) : undefined,
    actor ? or(ilike(profiles.fullName, actor), ilike(profiles.email, actor), ilike(user.email, actor)) : undefined,
    f.from ? gte(logs.createdAt, dayStart(f.from)) : undefined,
    // 'To' includes the whole day it names.
    f.to ? lt(logs.createdAt, nextDay(f.to)) : undefined,
  );
}

function activityRows(db: Db, where: SQL | undefined) {
  return db
    .select({ log: logs, fullName: profiles.fullName, profileEmail: profiles.email, userEmail: user.email })
    .from(logs)
    .leftJoin(user, eq(user.id, logs.adminUserId))
    .leftJoin(profiles, eq(profiles.id, logs.adminUserId))
    .where(where)
    .orderBy(desc(logs.createdAt), desc(logs.id));
}

type ActivityRow = Awaited<ReturnType<typeof activityRows>>[number];

const toActivity = (r: ActivityRow): TAdminActivity => {
  const email = r.profileEmail ?? r.userEmail ?? null;
  return {
    id: r.log.id,
    action: r.log.action,
    actor: r.fullName || email,
    actor_email: email,
    target_id: r.log.targetId,
    target_table: r.log.targetTable,
    details: r.log.details,
    created_at: r.log.createdAt.toISOString(),
  };
};

export async function recentActivity(db: Db, limit: number): Promise<TAdminActivity[]> {
  return (await activityRows(db, undefined).limit(limit)).map(toActivity);
}

export async function listActivity(db: Db, filter: TActivityFilter): Promise<TPage<TAdminActivity>> {
  const where = activityWhere(filter);
  const offset = (filter.page - 1) * ACTIVITY_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    activityRows(db, where).limit(ACTIVITY_PAGE_SIZE).offset(offset),
    db
      .select({ n: count() })
      .from(logs)
      .leftJoin(user, eq(user.id, logs.adminUserId))
      .leftJoin(profiles, eq(profiles.id, logs.adminUserId))
      .where(where),
  ]);
  return { items: rows.map(toActivity), total: total?.n ?? 0, page: filter.page, page_size: ACTIVITY_PAGE_SIZE };
}

/** The filtered log as CSV, newest first. */
export async function activityCsv(db: Db, filter: Partial<TActivityFilter>): Promise<string> {
  const rows = (await activityRows(db, activityWhere(filter)).limit(ACTIVITY_EXPORT_LIMIT)).map(toActivity);
  return toCsv(
    ['Time', 'Action', 'Actor', 'Actor e-mail', 'Table', 'Target', 'Details'],
    rows.map((r) => [
      r.created_at,
      r.action,
      r.actor,
      r.actor_email,
      r.target_table,
      r.target_id,
      Object.keys(r.details).length > 0 ? JSON.stringify(r.details) : '',
    ]),
  );
}
