import { type SQL, sql } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  type TActivityItem,
  type TDashboard,
  type TDashboardCounts,
  computeProgress,
  DASHBOARD_COUNT_KEYS,
  zeroCounts,
} from '../../../shared/dashboard';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import type { Logger } from '../../logger';
import type { DashboardPart, DashboardSource } from '../../saved-results/dashboard-sources';

interface Part<R> extends DashboardPart<R> {
  source: string;
}

const selectAll = (parts: readonly { sql: SQL }[]) =>
  sql`select ${sql.join(
    parts.map((p, i) => sql`${p.sql} as ${sql.identifier(`p${i}`)}`),
    sql`, `,
  )}`;

/** The user's id in the dashboard's statement, which is built once and run for every user. */
const USER_ID = sql.placeholder('userId');

async function valuesOf(db: Db, parts: readonly { sql: SQL }[], userId: string, query = selectAll(parts)) {
  const { rows } = await executePrepared(db, 'dashboard', query, { userId });
  const row = rows[0] ?? {};
  return parts.map((_, i) => row[`p${i}`]);
}

/**
 * Every part in one statement. Should it fail, each part runs alone so that one broken source is
 * logged and contributes nothing, instead of taking the whole dashboard down.
 */
async function evaluate(db: Db, statement: Statement, userId: string, logger: Logger): Promise<unknown[]> {
  const { parts, query } = statement;
  if (parts.length === 0) return [];
  try {
    // Prepared: planning its subqueries cost about five times running them.
    return await valuesOf(db, parts, userId, query);
  } catch (err) {
    logger.warn({ err }, 'dashboard statement failed; reading its sources one by one');
    return Promise.all(
      parts.map((p) =>
        valuesOf(db, [p], userId).then(
          ([value]) => value,
          (reason: unknown) => {
            logger.error({ err: reason, source: p.source }, 'dashboard source failed');
            return undefined;
          },
        ),
      ),
    );
  }
}

interface Statement {
  sources: readonly DashboardSource[];
  countParts: Part<Partial<TDashboardCounts>>[];
  activityParts: Part<TActivityItem[]>[];
  parts: Part<unknown>[];
  query: SQL;
}

let lastStatement: Statement | undefined;

/** The statement for these sources, built again only when they change (a test registers one). */
function statementFor(sources: readonly DashboardSource[]): Statement {
  const last = lastStatement;
  if (last && last.sources.length === sources.length && last.sources.every((s, i) => s === sources[i])) return last;
  const countParts = sources.flatMap((s) => (s.counts ? [{ ...s.counts(USER_ID), source: s.id }] : []));
  const activityParts = sources.flatMap((s) =>
    s.activity ? [{ ...s.activity(USER_ID, ACTIVITY_LIMIT), source: s.id }] : [],
  );
  const parts = [...countParts, ...activityParts];
  return (lastStatement = { sources: [...sources], countParts, activityParts, parts, query: selectAll(parts) });
}

/** A part's value read into its result; a value its source cannot read counts as nothing. */
function readPart<R>(part: Part<R>, value: unknown, logger: Logger): R | undefined {
  if (value === undefined) return undefined;
  try {
    return part.read(value as never);
  } catch (err) {
    logger.error({ err, source: part.source }, 'dashboard source answered something it cannot read');
    return undefined;
  }
}

export async function getDashboard({
  db,
  userId,
  logger,
  sources,
}: {
  db: Db;
  userId: string;
  logger: Logger;
  sources: readonly DashboardSource[];
}): Promise<TDashboard> {
  const statement = statementFor(sources);
  const { countParts, activityParts } = statement;
  const values = await evaluate(db, statement, userId, logger);

  const counts = zeroCounts();
  countParts.forEach((part, i) => {
    const partial = readPart(part, values[i], logger) ?? {};
    for (const key of DASHBOARD_COUNT_KEYS) counts[key] += Math.max(0, Math.trunc(partial[key] ?? 0));
  });
  const activity: TActivityItem[] = activityParts
    .flatMap((part, i) => readPart(part, values[countParts.length + i], logger) ?? [])
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, ACTIVITY_LIMIT);

  return { counts, progress: computeProgress(counts), activity };
}
