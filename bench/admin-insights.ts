/**
 * The admin insights on a large database: seeds 10,000 members and 1,000,000 AI runs spread over 120
 * days (with course and lesson progress, bulk mail and quota rows in proportion), all in SQL with
 * generate_series, then times each chart's query (what `GET /api/admin/insights/:chart` runs) over the
 * last 30 and 90 days: the median of 5 runs after one warm-up. On PGlite in a temporary data dir, and
 * on PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set (in a database of its own, dropped after).
 * Usage: npm run bench:insights -- [--db pglite|postgres|both] [--runs 5] [--tz Europe/Paris] [--explain]
 *   --explain prints PostgreSQL's plan (EXPLAIN ANALYZE) of each chart's statement over 90 days.
 *   --keep leaves the PostgreSQL database `insights_bench` in place, to try queries on it.
 *   --no-vacuum skips the VACUUM ANALYZE after seeding: a database nothing has vacuumed or analyzed
 *   (PGlite runs no autovacuum of its own), where plans are made without statistics.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { recordStatements } from './lib/statements';
import { INSIGHTS_CHARTS, resolveInsightsRange, ZInsightsQuery } from '../src/shared/admin-insights';
import { type Database, openDatabase } from '../src/server/db/client';
import { insightsChart } from '../src/server/features/admin/admin.insights';
import { insertRuns } from '../src/server/ai/run-log';
import { aiRuns } from '../src/server/db/schema';
import { argValue, loadLine, machineLine, median } from './lib/server';

const which = argValue('--db', 'both');
const runs = Number(argValue('--runs', '5'));
const tz = argValue('--tz', 'Europe/Paris');
const explain = process.argv.includes('--explain');
const keep = process.argv.includes('--keep');
const vacuum = !process.argv.includes('--no-vacuum');
const pgBase = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const USERS = 10_000;
const RUNS = 1_000_000;
const DAY_MS = 86_400_000;
const SPAN_MS = 120 * DAY_MS;

/** A pseudo-random moment in the last 120 days, the same for the same `i` and salt on every run. */
const ago = (i: string, salt: number) =>
  `now() - (((${i})::bigint * 2654435761 + ${salt}) % ${SPAN_MS}) * interval '1 millisecond'`;
const uuidOf = (prefix: string, n: string) => `('00000000-0000-4000-${prefix}-' || lpad((${n})::text, 12, '0'))::uuid`;
const GENERATORS = `array['mission','social-bios','niche','content-batch','audience-suggestions','pain-point-suggestions','competitor-analysis','pain-point-analysis','offer','lead-magnet','welcome-sequence']`;

/**
 * The AI run rollups' backfill, as the migration that made them runs it on an existing database: the
 * runs are seeded straight into ai_runs in bulk, then rolled up the way an upgrade would.
 */
const backfillOf = (migration: string, also = /^$/) =>
  readFileSync(join(import.meta.dirname, `../drizzle/${migration}.sql`), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter((s) => /^(--.*\n)*INSERT INTO/i.test(s) || also.test(s));
const BACKFILL = backfillOf('0022_ai_run_rollups');
/**
 * The members' activity by quarter of an hour and its running counts, filled from the runs and the
 * learning rows; the migration indexes member_activity after filling it, so its indexes go first here.
 */
const ACTIVITY_BACKFILL = backfillOf(
  '0023_member_activity',
  /^[^\n]*(member_activity_user_id_quarter_pk|member_activity_quarter_idx)/m,
);
/** The triggers that keep the members' activity, off while the tables are filled in bulk and the backfill runs, as in an upgrade. */
const ACTIVITY_TABLES = ['user_course_progress', 'user_lesson_progress', 'member_activity'];

const SEED: string[] = [
  ...ACTIVITY_TABLES.map((t) => `alter table ${t} disable trigger user`),
  `insert into "user" (id, name, email, email_verified, created_at, updated_at)
   select 'bench-' || i, 'Member ' || i, 'member-' || i || '@example.com', true, ${ago('i', 17)}, now()
   from generate_series(1, ${USERS}) as i`,
  // 1,000,000 runs in batches of 100,000: a run every ~10 s, one in 25 failing, four kinds in turn.
  ...Array.from(
    { length: RUNS / 100_000 },
    (
      _,
      b,
    ) => `insert into ai_runs (user_id, generator, provider, model, duration_ms, attempts, outcome, failure_kind, error_message, created_at)
   select 'bench-' || (1 + (i::bigint * 7919) % ${USERS}), (${GENERATORS})[1 + i % 11],
     (array['openai','anthropic','offline'])[1 + i % 3], (array['gpt-4o-mini','claude-3-5-haiku','offline'])[1 + i % 3],
     100 + ((i::bigint * 104729) % 9000)::int, 1,
     case when i % 25 = 0 then 'error' else 'success' end,
     case when i % 25 = 0 then (array['rate_limited','timeout','invalid_answer','provider_error'])[1 + (i / 25) % 4] end,
     case when i % 25 = 0 then 'bench' end,
     ${ago('i', 3)}
   from generate_series(${b * 100_000 + 1}, ${(b + 1) * 100_000}) as i`,
  ),
  ...BACKFILL,
  `insert into learning_courses (id, title, slug, is_published)
   select ${uuidOf('8000', 'c')}, 'Course ' || c, 'bench-course-' || c, true from generate_series(1, 20) as c`,
  `insert into learning_lessons (id, course_id, title, is_published, sort_order)
   select ${uuidOf('9000', 'c * 100 + l')}, ${uuidOf('8000', 'c')}, 'Lesson ' || l, true, l
   from generate_series(1, 20) as c, generate_series(1, 10) as l`,
  // Four courses per member (40,000 enrolments), a quarter completed.
  `insert into user_course_progress (user_id, course_id, progress_percentage, completed_at, created_at, updated_at)
   select 'bench-' || u, ${uuidOf('8000', '1 + (u + k * 5) % 20')}, 50,
     case when (u + k) % 4 = 0 then ${ago('u * 4 + k', 5)} end, ${ago('u * 4 + k', 11)}, ${ago('u * 4 + k', 5)}
   from generate_series(1, ${USERS}) as u, generate_series(0, 3) as k`,
  // Five lessons of each (200,000 rows), three in five completed.
  `insert into user_lesson_progress (user_id, lesson_id, course_id, watch_time, is_completed, completed_at, created_at, updated_at)
   select 'bench-' || u, ${uuidOf('9000', '(1 + (u + k * 5) % 20) * 100 + l')}, ${uuidOf('8000', '1 + (u + k * 5) % 20')}, 60,
     (u + l) % 5 < 3, case when (u + l) % 5 < 3 then ${ago('u * 40 + k * 10 + l', 7)} end,
     ${ago('u * 40 + k * 10 + l', 13)}, ${ago('u * 40 + k * 10 + l', 7)}
   from generate_series(1, ${USERS}) as u, generate_series(0, 3) as k, generate_series(1, 5) as l`,
  'alter table member_activity drop constraint member_activity_user_id_quarter_pk',
  'drop index member_activity_quarter_idx',
  ...ACTIVITY_BACKFILL,
  ...ACTIVITY_TABLES.map((t) => `alter table ${t} enable trigger user`),
  // 300,000 campaign mails over 30 campaigns: 2% bounced, 1% failed, 0.5% unsubscribed through their link.
  `insert into email_deliveries (kind, ref_id, email, lists, status, attempts, sent_at, unsubscribed_at, created_at, updated_at)
   select 'campaign', ${uuidOf('a000', 'i % 30')}, 'reader-' || i || '@example.com', array['newsletter'],
     case when i % 50 = 0 then 'bounced' when i % 100 = 1 then 'failed' else 'sent' end, 1,
     case when i % 50 <> 0 and i % 100 <> 1 then ${ago('i', 23)} end,
     case when i % 200 = 7 then ${ago('i', 29)} end, ${ago('i', 31)}, ${ago('i', 23)}
   from generate_series(1, 300000) as i`,
  // Quota rows for the last five months, about one in six at its limit.
  `insert into user_generation_limits (user_id, month_year, kind, count)
   select 'bench-' || u, to_char(date_trunc('month', now()) - m * interval '1 month', 'YYYY-MM'), k.kind,
     least(k.max, 1 + (u * 31 + m * 7) % (k.max + 1))
   from generate_series(1, ${USERS}) as u, generate_series(0, 4) as m,
     (values ('mission', 10), ('bio', 10), ('content', 4), ('lead_magnet', 3)) as k (kind, max)
   where (u + m) % 3 = 0`,
  // What autovacuum does on a server: statistics for the planner, and a visibility map for index-only scans.
  `vacuum analyze`,
];

async function seed(database: Database) {
  const started = performance.now();
  let backfillMs = 0;
  let activityMs = 0;
  let vacuumMs = 0;
  for (const statement of SEED) {
    if (statement === 'vacuum analyze' && !vacuum) continue;
    const t0 = performance.now();
    await database.db.execute(sql.raw(statement));
    if (BACKFILL.includes(statement)) backfillMs += performance.now() - t0;
    if (ACTIVITY_BACKFILL.includes(statement)) activityMs += performance.now() - t0;
    if (statement === 'vacuum analyze') vacuumMs = performance.now() - t0;
  }
  const s = (ms: number) => Math.round(ms / 100) / 10;
  return {
    seconds: Math.round((performance.now() - started) / 1000),
    backfill: s(backfillMs),
    activityBackfill: s(activityMs),
    vacuum: s(vacuumMs),
  };
}

/** Median milliseconds of each chart over the last `days` days, after one warm-up. */
async function timeCharts(database: Database, days: '30' | '90') {
  const range = resolveInsightsRange(ZInsightsQuery.parse({ range: days, tz }));
  const out: Record<string, number> = {};
  for (const chart of INSIGHTS_CHARTS) {
    await insightsChart(database.db, chart, range);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await insightsChart(database.db, chart, range);
      times.push(performance.now() - t0);
    }
    out[chart] = median(times);
  }
  return out;
}

/**
 * What keeping the rollups current costs a run: one run written alone (as the run log writes it) with
 * its rollup upserts in the same statement, against the insert alone, in turns, on the seeded tables.
 * Median microseconds of each over `WRITES` writes, after the chart timings (the rows they add change no
 * chart noticeably).
 */
const WRITES = 400;
async function timeWrites(database: Database) {
  const run = (i: number) => ({
    userId: `bench-${1 + (i % USERS)}`,
    generator: 'mission',
    provider: 'openai',
    model: 'gpt-4o-mini',
    durationMs: 500 + i,
    outcome: 'success' as const,
  });
  const plain: number[] = [];
  const rolled: number[] = [];
  const unmoved: number[] = [];
  const opened: number[] = [];
  for (let i = 0; i < WRITES; i++) {
    let t0 = performance.now();
    await database.db.insert(aiRuns).values(run(i));
    plain.push(performance.now() - t0);
    t0 = performance.now();
    await insertRuns(database.db, [run(i)]);
    rolled.push(performance.now() - t0);
    // A lesson opened: a course row's updated_at moved to now, with the triggers that move its member's
    // activity and without (another member's row, so each moves to a quarter new to it).
    for (const [member, triggers, times] of [
      [i, false, unmoved],
      [i + USERS / 2, true, opened],
    ] as const) {
      await database.db.transaction(async (tx) => {
        if (!triggers) await tx.execute(sql`set local session_replication_role = replica`);
        t0 = performance.now();
        await tx.execute(sql`update user_course_progress set updated_at = now()
          where id = (select id from user_course_progress where user_id = ${`bench-${1 + (member % USERS)}`} limit 1)`);
        times.push(performance.now() - t0);
      });
    }
  }
  const us = (times: number[]) => median(times) * 1000;
  return { plain: us(plain), rolled: us(rolled), unmoved: us(unmoved), opened: us(opened) };
}

/** Seconds of one more VACUUM (ANALYZE), as src/server/db/maintenance.ts runs it on PGlite each day. */
async function timeVacuum(database: Database) {
  const t0 = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return Math.round((performance.now() - t0) / 100) / 10;
}

/** PostgreSQL's plan of every statement a chart sends, over 90 days. */
async function explainCharts(database: Database, url: string) {
  const { seen, restore } = recordStatements();
  const range = resolveInsightsRange(ZInsightsQuery.parse({ range: '90', tz }));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const chart of INSIGHTS_CHARTS) {
      seen.length = 0;
      await insightsChart(database.db, chart, range);
      for (const q of seen.splice(0)) {
        const plan = await client.query(`explain (analyze, costs off, timing off) ${q.text}`, q.values);
        console.log(`\n-- ${chart}\n${plan.rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n')}`);
      }
    }
  } finally {
    restore();
    await client.end();
  }
}

interface Result {
  name: string;
  seconds: number;
  backfill: number;
  activityBackfill: number;
  /** Seconds of the VACUUM ANALYZE after seeding, and of the next one, after the timings' few writes (what a daily run costs). */
  vacuum: number;
  revacuum: number;
  writes: { plain: number; rolled: number; unmoved: number; opened: number };
  d30: Record<string, number>;
  d90: Record<string, number>;
}

/** Migrates, seeds and times one database: the charts over 30 and 90 days, a run's writes, a vacuum. */
async function measure(database: Database, name: string): Promise<Result> {
  await database.migrate();
  const seeded = await seed(database);
  const d30 = await timeCharts(database, '30');
  const d90 = await timeCharts(database, '90');
  const writes = await timeWrites(database);
  return { name, ...seeded, d30, d90, writes, revacuum: await timeVacuum(database) };
}

async function onPglite(): Promise<Result> {
  const dir = mkdtempSync(join(tmpdir(), 'bf-insights-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    return await measure(database, 'PGlite');
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(base: string): Promise<Result> {
  const name = 'insights_bench';
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '' });
  try {
    const result = await measure(database, 'PostgreSQL');
    if (explain) await explainCharts(database, url.toString());
    return result;
  } finally {
    await database.close();
    if (!keep) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(machineLine());
console.log(`${loadLine()} (before)`);
console.log(
  `${USERS.toLocaleString('en-US')} members, ${RUNS.toLocaleString('en-US')} AI runs over 120 days; time zone ${tz}; median of ${runs}${vacuum ? '' : '; not vacuumed or analyzed'}\n`,
);
const results: Result[] = [];
if (which !== 'postgres') results.push(await onPglite());
if (which !== 'pglite') {
  if (pgBase) results.push(await onPostgres(pgBase));
  else console.log('PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL.');
}

const ms = (n: number | undefined) => (n === undefined ? '-' : `${n.toFixed(1)} ms`);
console.log(`\n| chart | ${results.flatMap((r) => [`${r.name} 30 days`, `${r.name} 90 days`]).join(' | ')} |`);
console.log(`| --- | ${results.flatMap(() => ['---:', '---:']).join(' | ')} |`);
for (const chart of INSIGHTS_CHARTS) {
  console.log(`| ${chart} | ${results.flatMap((r) => [ms(r.d30[chart]), ms(r.d90[chart])]).join(' | ')} |`);
}
const sum = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);
console.log(
  `| all seven, one after another | ${results.flatMap((r) => [ms(sum(r.d30)), ms(sum(r.d90))]).join(' | ')} |`,
);
console.log(`\nseeding took ${results.map((r) => `${r.seconds} s on ${r.name}`).join(', ')}`);
console.log(`the rollups' backfill took ${results.map((r) => `${r.backfill} s on ${r.name}`).join(', ')}`);
console.log(
  `the members' activity backfill took ${results.map((r) => `${r.activityBackfill} s on ${r.name}`).join(', ')}`,
);
console.log(
  `VACUUM ANALYZE after seeding took ${results.map((r) => `${r.vacuum} s on ${r.name}`).join(', ')}; the next one ${results.map((r) => `${r.revacuum} s on ${r.name}`).join(', ')}`,
);
for (const r of results) {
  const { plain, rolled, unmoved, opened } = r.writes;
  console.log(
    `one run written on ${r.name}: ${plain.toFixed(0)} µs alone, ${rolled.toFixed(0)} µs with its rollups and its member's activity (+${(rolled - plain).toFixed(0)} µs); a course row's updated_at moved: ${unmoved.toFixed(0)} µs without the activity triggers, ${opened.toFixed(0)} µs with (+${(opened - unmoved).toFixed(0)} µs); median of ${WRITES}`,
  );
}
console.log(`${loadLine()} (after)`);
