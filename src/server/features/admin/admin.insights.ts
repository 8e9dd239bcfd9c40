import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  AI_FAILURE_KINDS,
  daysIn,
  type TAiHealthDayRecord,
  type TAiLatencyRecord,
  type TEmailDayRecord,
  type TGenerationsChartRecord,
  type TInsightsChart,
  type TInsightsChartRecords,
  type TInsightsRangeRecord,
  type TLearningDayRecord,
  type TMembersDayRecord,
  type TQuotaMonthRecord,
  generatorLabel,
  INSIGHTS_MESSAGES,
  insightsTable,
  quotaLimits,
} from '../../../shared/admin-insights';
import { toCsv } from '../../../shared/csv';
import { QUOTA_KINDS, QUOTAS, type TQuotaKind } from '../../../shared/limits';
import type { Db } from '../../db/client';
import {
  aiRuns as runs,
  emailDeliveries as mail,
  user,
  userCourseProgress as courses,
  userGenerationLimits as quota,
  userLessonProgress as lessons,
} from '../../db/schema';
import { badRequest } from '../../errors';

/*
 * The admin insights (docs/product/admin.md, "Insights"): one statement per chart, counted in the
 * database by day in the admin's time zone. Each lists the range's days with the instants they start
 * and end at (local midnights by PostgreSQL's own time zone rules, so a day of 23 or 25 hours is one
 * day), and counts each day's rows between the two: every day is a row, zeros included, and each count
 * is a range read of the index on its timestamp. Counting day by day keeps the plan small and its
 * estimates right (a day holds about what the last one did), where grouping a million rows by a
 * computed day had PostgreSQL guess a million groups and compile the statement to native code.
 */

type Range = Pick<TInsightsRangeRecord, 'from' | 'to' | 'tz'>;

/** `days`: each day of the range in order (`i` from 1), as `YYYY-MM-DD` and as the instants it starts and ends at. */
const calendar = (r: Range) =>
  sql`days as (
    select i, to_char(${r.from}::date + (i - 1), 'YYYY-MM-DD') as day,
      (${r.from}::date + (i - 1))::timestamp at time zone ${r.tz}::text as starts,
      (${r.from}::date + i)::timestamp at time zone ${r.tz}::text as ends
    from generate_series(1, ${daysIn(r.from, r.to)}::int) as i
  )`;
/** The instant is on the day of the row of `days` at hand. */
const onDay = (at: AnyPgColumn) => sql`${at} >= days.starts and ${at} < days.ends`;
/** How many rows of a table have their instant on the day at hand. */
const countOnDay = (table: PgTable, at: AnyPgColumn, where: SQL = sql`true`) =>
  sql`(select count(*)::int from ${table} where ${onDay(at)} and ${where})`;

async function rows<T>(db: Db, r: Range, query: SQL): Promise<T[]> {
  try {
    const result: unknown = await db.execute(query);
    return (result as { rows: T[] }).rows;
  } catch (err) {
    // Intl and PostgreSQL each carry their own time zone data: a zone only Intl knows is the admin's to change.
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
    if (cause instanceof Error && /time zone ".*" not recognized/.test(cause.message)) {
      throw badRequest(INSIGHTS_MESSAGES.timeZone(r.tz));
    }
    throw err;
  }
}

/**
 * Sign-ups, and members active each day: a model run of theirs, a course started, or a lesson opened or
 * progressed. The learning tables keep only the first and the latest time of each, so a member who
 * only studied counts on those days.
 */
async function members(db: Db, r: Range): Promise<TMembersDayRecord[]> {
  const who = (table: PgTable, at: AnyPgColumn, userId: AnyPgColumn) =>
    sql`select ${userId} as user_id from ${table} where ${onDay(at)}`;
  return rows(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, ${countOnDay(user, user.createdAt)} as signups,
      (select count(*)::int from (
        ${who(runs, runs.createdAt, runs.userId)} and ${runs.userId} is not null
        union ${who(courses, courses.createdAt, courses.userId)}
        union ${who(courses, courses.updatedAt, courses.userId)}
        union ${who(lessons, lessons.updatedAt, lessons.userId)}
      ) as a) as active_members
    from days order by days.i`,
  );
}

/** Successful generations per day and tool; each tool's share of the range comes from the same rows. */
async function generations(db: Db, r: Range): Promise<Omit<TGenerationsChartRecord, 'chart' | 'range'>> {
  const found = await rows<{ day: string; generator: string | null; n: number }>(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, made.generator, coalesce(made.n, 0) as n
    from days left join lateral (
      select ${runs.generator} as generator, count(*)::int as n from ${runs}
      where ${onDay(runs.createdAt)} and ${runs.outcome} = 'success' group by 1
    ) as made on true
    order by days.i, made.generator`,
  );
  const totals = new Map<string, number>();
  for (const f of found) if (f.generator) totals.set(f.generator, (totals.get(f.generator) ?? 0) + f.n);
  const all = [...totals.values()].reduce((a, b) => a + b, 0);
  const tools = [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([generator, total]) => ({
      generator,
      label: generatorLabel(generator),
      total,
      share: all === 0 ? 0 : Math.round((total / all) * 10_000) / 10_000,
    }));
  const byDay = new Map<string, TGenerationsChartRecord['rows'][number]>();
  for (const f of found) {
    let row = byDay.get(f.day);
    if (!row) {
      row = { day: f.day, total: 0, by_tool: Object.fromEntries(tools.map((t) => [t.generator, 0])) };
      byDay.set(f.day, row);
    }
    if (f.generator) {
      row.by_tool[f.generator] = f.n;
      row.total += f.n;
    }
  }
  return { tools, rows: [...byDay.values()] };
}

/** Model calls per day and failures by kind; a failure recorded before kinds existed is a provider error. */
async function aiHealth(db: Db, r: Range): Promise<TAiHealthDayRecord[]> {
  const kind = sql`coalesce(${runs.failureKind}, 'provider_error')`;
  const byKind = AI_FAILURE_KINDS.map(
    (k) => sql`count(*) filter (where ${runs.outcome} = 'error' and ${kind} = ${k})::int as ${sql.identifier(k)}`,
  );
  return rows(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, calls.* from days cross join lateral (
      select count(*)::int as calls, count(*) filter (where ${runs.outcome} = 'error')::int as failures,
        ${sql.join(byKind, sql`, `)}
      from ${runs} where ${onDay(runs.createdAt)}
    ) as calls
    order by days.i`,
  );
}

/**
 * The median and 95th percentile of every call's duration per provider and model, busiest first. The
 * few provider and model pairs are found by skipping through the index from one pair to the next, and
 * each pair's runs of the range are then one range of that index: the cost follows the range, not the
 * years of runs before it, and no sort of every run by model comes first.
 */
async function aiLatency(db: Db, r: Range): Promise<TAiLatencyRecord[]> {
  const pairs = sql`select ${runs.provider} as provider, ${runs.model} as model from ${runs}`;
  const found = await rows<TAiLatencyRecord>(
    db,
    r,
    sql`with recursive pairs as (
        (${pairs} order by 1, 2 limit 1)
        union all
        select next.provider, next.model from pairs cross join lateral (
          ${pairs} where (${runs.provider}, ${runs.model}) > (pairs.provider, pairs.model) order by 1, 2 limit 1
        ) as next
      )
      select pairs.provider, pairs.model, latency.calls, latency.p[1] as p50_ms, latency.p[2] as p95_ms
      from pairs cross join lateral (
        select count(*)::int as calls,
          percentile_cont(array[0.5, 0.95]) within group (order by ${runs.durationMs}) as p
        from ${runs}
        where ${runs.provider} = pairs.provider and ${runs.model} = pairs.model
          and ${runs.createdAt} >= ${r.from}::date::timestamp at time zone ${r.tz}::text
          and ${runs.createdAt} < (${r.to}::date + 1)::timestamp at time zone ${r.tz}::text
      ) as latency
      where latency.calls > 0
      order by latency.calls desc, pairs.provider, pairs.model`,
  );
  return found.map((f) => ({ ...f, p50_ms: Math.round(Number(f.p50_ms)), p95_ms: Math.round(Number(f.p95_ms)) }));
}

/**
 * Members who used up a monthly limit, per quota month (UTC, as the quotas count them) that the range
 * touches: per limit, and at any limit. Admins are not metered, so they never appear.
 */
async function quotaPressure(db: Db, r: Range): Promise<TQuotaMonthRecord[]> {
  const limits = sql.join(
    QUOTA_KINDS.map((k) => sql`(${k}::text, ${QUOTAS[k].limit}::int)`),
    sql`, `,
  );
  const found = await rows<{ month: string; kind: string | null; n: number }>(
    db,
    r,
    sql`with months as (
        select to_char(m, 'YYYY-MM') as month
        from generate_series(date_trunc('month', ${r.from}::date::timestamp), ${r.to}::date::timestamp, interval '1 month') as m
      ),
      limits (kind, max) as (values ${limits}),
      reached as (
        select ${quota.monthYear} as month, ${quota.kind} as kind, ${quota.userId} as user_id
        from ${quota} join limits on limits.kind = ${quota.kind} and ${quota.count} >= limits.max
        where ${quota.monthYear} >= to_char(${r.from}::date, 'YYYY-MM') and ${quota.monthYear} <= to_char(${r.to}::date, 'YYYY-MM')
      )
    select months.month, reached.kind, count(distinct reached.user_id)::int as n
    from months left join reached using (month)
    group by grouping sets ((months.month, reached.kind), (months.month))
    order by months.month`,
  );
  const byMonth = new Map<string, TQuotaMonthRecord>();
  for (const f of found) {
    let row = byMonth.get(f.month);
    if (!row) {
      row = {
        month: f.month,
        any: 0,
        ...(Object.fromEntries(QUOTA_KINDS.map((k) => [k, 0])) as Record<TQuotaKind, number>),
      };
      byMonth.set(f.month, row);
    }
    // The grouping set of the month alone has no kind: it is the members at any limit.
    if (f.kind === null) row.any = f.n;
    else if ((QUOTA_KINDS as string[]).includes(f.kind)) row[f.kind as TQuotaKind] = f.n;
  }
  return [...byMonth.values()];
}

/** Lessons completed, courses started (enrolled) and courses completed per day. */
async function learning(db: Db, r: Range): Promise<TLearningDayRecord[]> {
  return rows(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, ${countOnDay(lessons, lessons.completedAt)} as lessons_completed,
      ${countOnDay(courses, courses.createdAt)} as courses_started,
      ${countOnDay(courses, courses.completedAt)} as courses_completed
    from days order by days.i`,
  );
}

/**
 * What the mail engine sends (campaigns, opt-in deliveries, welcome sequences) per day: sent (by when it left), bounced (a permanent refusal, by when it came;
 * the row is not touched after), and unsubscribes through a mail's link (by when the link was used).
 */
async function email(db: Db, r: Range): Promise<TEmailDayRecord[]> {
  return rows(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, ${countOnDay(mail, mail.sentAt)} as sent,
      ${countOnDay(mail, mail.updatedAt, sql`${mail.status} = 'bounced'`)} as bounced,
      ${countOnDay(mail, mail.unsubscribedAt)} as unsubscribed
    from days order by days.i`,
  );
}

const CHARTS: { [C in TInsightsChart]: (db: Db, range: TInsightsRangeRecord) => Promise<TInsightsChartRecords[C]> } = {
  members: async (db, range) => ({ chart: 'members', range, rows: await members(db, range) }),
  generations: async (db, range) => ({ chart: 'generations', range, ...(await generations(db, range)) }),
  'ai-health': async (db, range) => ({ chart: 'ai-health', range, rows: await aiHealth(db, range) }),
  'ai-latency': async (db, range) => ({ chart: 'ai-latency', range, rows: await aiLatency(db, range) }),
  quota: async (db, range) => ({ chart: 'quota', range, limits: quotaLimits(), rows: await quotaPressure(db, range) }),
  learning: async (db, range) => ({ chart: 'learning', range, rows: await learning(db, range) }),
  email: async (db, range) => ({ chart: 'email', range, rows: await email(db, range) }),
};

/** One chart over a resolved range. */
export const insightsChart = <C extends TInsightsChart>(db: Db, chart: C, range: TInsightsRangeRecord) =>
  CHARTS[chart](db, range);

/** A chart's numbers as CSV, the same table the page shows beside the chart; and a file name that says what they are. */
export async function insightsCsv(db: Db, chart: TInsightsChart, range: TInsightsRangeRecord) {
  const table = insightsTable(await insightsChart(db, chart, range));
  return { csv: toCsv(table.columns, table.rows), filename: `insights-${chart}-${range.from}-to-${range.to}.csv` };
}
