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
import { latencyBucket, percentileOfHistogram, quarterOf } from '../../ai/run-log';
import type { Db } from '../../db/client';
import {
  aiRunLatencyRollups as latencyHours,
  aiRunRollups as runHours,
  aiRuns as runs,
  emailDeliveries as mail,
  memberActiveDays as counts,
  memberActivity as active,
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
 *
 * The AI run charts read the runs' hourly rollups (src/server/db/schema/ai.ts) instead: a day is its
 * whole UTC hours, summed from the rollups, plus what lies before its first whole hour and after its
 * last, counted from the runs. In a zone whose offset is whole hours those edges are empty; in one a
 * half or three quarters of an hour off they are under an hour each, so every zone gets exact counts.
 */

type Range = Pick<TInsightsRangeRecord, 'from' | 'to' | 'tz'>;

/**
 * `days`: each day of the range in order (`i` from 1), as `YYYY-MM-DD`, as the instants it starts and
 * ends at, and as the first and the end of its whole UTC hours (`first_hour` rounds `starts` up, `last_hour` rounds `ends` down).
 */
const calendar = (r: Range) =>
  sql`days as (
    select i, day, starts, ends,
      (date_trunc('hour', (starts - interval '1 microsecond') at time zone 'UTC') + interval '1 hour') at time zone 'UTC' as first_hour,
      date_trunc('hour', ends at time zone 'UTC') at time zone 'UTC' as last_hour
    from (
      select i, to_char(${r.from}::date + (i - 1), 'YYYY-MM-DD') as day,
        (${r.from}::date + (i - 1))::timestamp at time zone ${r.tz}::text as starts,
        (${r.from}::date + i)::timestamp at time zone ${r.tz}::text as ends
      from generate_series(1, ${daysIn(r.from, r.to)}::int) as i
    ) as d
  )`;
/** The instant is on the day of the row of `days` at hand. */
const onDay = (at: AnyPgColumn) => sql`${at} >= days.starts and ${at} < days.ends`;
/** How many rows of a table have their instant on the day at hand. */
const countOnDay = (table: PgTable, at: AnyPgColumn, where: SQL = sql`true`) =>
  sql`(select count(*)::int from ${table} where ${onDay(at)} and ${where})`;

/** The rollup rows of the whole UTC hours of `span` (`days`, or the range's `span`). */
const inHours = (hour: AnyPgColumn, span: 'days' | 'span' = 'days') =>
  sql`${hour} >= ${sql.raw(span)}.first_hour and ${hour} < ${sql.raw(span)}.last_hour`;
/** `what` of each run of `span` outside its whole UTC hours, where `where`: two short ranges of the index on created_at. */
const edgeRuns = (what: SQL, where: SQL, span: 'days' | 'span' = 'days') => {
  const s = sql.raw(span);
  return sql`select ${what} from ${runs} where ${runs.createdAt} >= ${s}.starts and ${runs.createdAt} < ${s}.first_hour and ${where}
    union all
    select ${what} from ${runs} where ${runs.createdAt} >= ${s}.last_hour and ${runs.createdAt} < ${s}.ends and ${where}`;
};

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
 * only studied counts on those days. Read from the members' activity by quarter of an hour, which holds
 * exactly those times (src/server/db/schema/ai.ts): a day of 24 hours is the count from its UTC
 * midnight in member_active_days, changed by each quarter after it up to the day's start (at most 97
 * rows); a day of 23, 23½ or 25 hours counts the distinct members of its quarters; a day that does not
 * start on a quarter of an hour (local mean time, long ago) counts from the tables themselves.
 */
async function members(db: Db, r: Range): Promise<TMembersDayRecord[]> {
  const who = (table: PgTable, at: AnyPgColumn, userId: AnyPgColumn) =>
    sql`select ${userId} as user_id from ${table} where ${onDay(at)}`;
  const midnight = sql`date_trunc('day', days.starts at time zone 'UTC') at time zone 'UTC'`;
  const onQuarter = (at: SQL) => sql`${at} = ${quarterOf(at)}`;
  return rows(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, ${countOnDay(user, user.createdAt)} as signups,
      case
      when days.ends - days.starts = interval '24 hours' and ${onQuarter(sql`days.starts`)} then (
        select coalesce(sum(case when ${counts.start} = ${midnight} then ${counts.members} else ${counts.change} end), 0)::int
        from ${counts} where ${counts.start} >= ${midnight} and ${counts.start} <= days.starts
      )
      when ${onQuarter(sql`days.starts`)} and ${onQuarter(sql`days.ends`)} then (
        select count(distinct ${active.userId})::int from ${active} where ${onDay(active.quarter)}
      )
      else (select count(*)::int from (
        ${who(runs, runs.createdAt, runs.userId)} and ${runs.userId} is not null
        union ${who(courses, courses.createdAt, courses.userId)}
        union ${who(courses, courses.updatedAt, courses.userId)}
        union ${who(lessons, lessons.updatedAt, lessons.userId)}
      ) as a)
      end as active_members
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
      select generator, sum(n)::int as n from (
        select ${runHours.generator} as generator, ${runHours.calls} as n from ${runHours}
        where ${inHours(runHours.hour)} and ${runHours.outcome} = 'success'
        union all
        ${edgeRuns(sql`${runs.generator}, 1`, sql`${runs.outcome} = 'success'`)}
      ) as hours group by 1
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

/** Model calls per day and failures by kind; a failure recorded before kinds existed ('' in the rollups) is a provider error. */
async function aiHealth(db: Db, r: Range): Promise<TAiHealthDayRecord[]> {
  const byKind = AI_FAILURE_KINDS.map(
    (k) =>
      sql`coalesce(sum(n) filter (where outcome = 'error' and (kind = ${k} or (kind = '' and ${k} = 'provider_error'))), 0)::int as ${sql.identifier(k)}`,
  );
  return rows(
    db,
    r,
    sql`with ${calendar(r)}
    select days.day, calls.* from days cross join lateral (
      select coalesce(sum(n), 0)::int as calls, coalesce(sum(n) filter (where outcome = 'error'), 0)::int as failures,
        ${sql.join(byKind, sql`, `)}
      from (
        select ${runHours.outcome} as outcome, ${runHours.failureKind} as kind, ${runHours.calls} as n
        from ${runHours} where ${inHours(runHours.hour)}
        union all
        ${edgeRuns(sql`${runs.outcome}, coalesce(${runs.failureKind}, ''), 1`, sql`true`)}
      ) as hours
    ) as calls
    order by days.i`,
  );
}

/**
 * The median and 95th percentile of every call's duration per provider and model, busiest first, read
 * from the latency histograms of the range's whole UTC hours and the runs at its edges (see the top of
 * this file): within 4.5 % of the exact percentiles (src/server/ai/run-log.ts, percentileOfHistogram).
 */
async function aiLatency(db: Db, r: Range): Promise<TAiLatencyRecord[]> {
  const found = await rows<{ provider: string; model: string; bucket: number; n: number }>(
    db,
    r,
    sql`with ${calendar(r)},
      span as (
        select min(starts) as starts, max(ends) as ends, min(first_hour) as first_hour, max(last_hour) as last_hour from days
      )
    select provider, model, bucket, sum(n)::int as n,
      sum(sum(n)) over (partition by provider, model) as calls
    from span cross join lateral (
      select ${latencyHours.provider} as provider, ${latencyHours.model} as model, ${latencyHours.bucket} as bucket,
        ${latencyHours.calls} as n
      from ${latencyHours} where ${inHours(latencyHours.hour, 'span')}
      union all
      ${edgeRuns(sql`${runs.provider}, ${runs.model}, ${latencyBucket(sql`${runs.durationMs}`)}, 1`, sql`true`, 'span')}
    ) as hours
    group by provider, model, bucket
    order by calls desc, provider, model, bucket`,
  );
  const byModel = new Map<string, { provider: string; model: string; buckets: { bucket: number; calls: number }[] }>();
  for (const f of found) {
    const key = JSON.stringify([f.provider, f.model]);
    let m = byModel.get(key);
    if (!m) {
      m = { provider: f.provider, model: f.model, buckets: [] };
      byModel.set(key, m);
    }
    m.buckets.push({ bucket: Number(f.bucket), calls: f.n });
  }
  return [...byModel.values()].map((m) => ({
    provider: m.provider,
    model: m.model,
    calls: m.buckets.reduce((a, b) => a + b.calls, 0),
    p50_ms: Math.round(percentileOfHistogram(m.buckets, 0.5)),
    p95_ms: Math.round(percentileOfHistogram(m.buckets, 0.95)),
  }));
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
