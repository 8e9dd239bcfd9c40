import { APICallError, JSONParseError, TypeValidationError } from '@ai-sdk/provider';
import { type SQL, sql } from 'drizzle-orm';
import type { TAiFailureKind } from '../../shared/admin-insights';
import type { Db } from '../db/client';
import { aiRunLatencyRollups, aiRunRollups, aiRuns, memberActivity } from '../db/schema';
import type { Logger } from '../logger';
import { AiError, type AiErrorKind } from './errors';

export type AiRunRow = typeof aiRuns.$inferInsert;

const MAX_ERROR_CHARS = 1000;

const FROM_KIND: Record<AiErrorKind, TAiFailureKind> = {
  rate_limited: 'rate_limited',
  timeout: 'timeout',
  invalid_output: 'invalid_answer',
  configuration: 'provider_error',
  rejected: 'provider_error',
  unavailable: 'provider_error',
};

/**
 * What the admin insights count a failed run as (docs/product/admin.md, "Insights"). The engine's own
 * errors already say what happened; anything else is read from the AI SDK's errors: a 429 is a rate
 * limit, an abort a timeout, an answer that is not the JSON the schema asks for an invalid answer.
 */
export function failureKind(err: unknown): TAiFailureKind {
  if (err instanceof AiError) return FROM_KIND[err.kind];
  if (APICallError.isInstance(err)) return err.statusCode === 429 ? 'rate_limited' : 'provider_error';
  const name = err instanceof Error ? err.name : '';
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  if (
    TypeValidationError.isInstance(err) ||
    JSONParseError.isInstance(err) ||
    // Checked by name: the `ai` package is loaded with the first model call, not at start-up.
    name === 'AI_NoObjectGeneratedError' ||
    name === 'ZodError'
  ) {
    return 'invalid_answer';
  }
  return 'provider_error';
}

/** The UTC hour an instant is counted in by the rollups; drizzle/0022_ai_run_rollups.sql fills them with the same expression. */
export const utcHour = (at: SQL) => sql`date_trunc('hour', ${at} at time zone 'UTC') at time zone 'UTC'`;

/** Latency buckets per doubling of the duration: see aiRunLatencyRollups (src/server/db/schema/ai.ts). */
export const BUCKETS_PER_DOUBLING = 8;
/**
 * A duration's latency bucket, as the rollups and drizzle/0022_ai_run_rollups.sql compute it: in
 * floating point, a tenth of numeric's cost on a backfill of a million runs. The epsilon puts a power
 * of two in its own bucket whatever the last bit of the logarithm; a duration that still lands one
 * bucket low lies on that bucket's edge, where its middle is as close as the bound below allows.
 */
export const latencyBucket = (ms: SQL) =>
  sql`floor(ln(greatest(${ms}, 1)::float8) / ln(2::float8) * ${sql.raw(String(BUCKETS_PER_DOUBLING))} + 1e-9)::smallint`;

/**
 * The percentile `p` (0 to 1) of the durations a histogram holds, as percentile_cont reads it from the
 * durations themselves (interpolating between the two nearest), each duration taken as its bucket's
 * geometric middle. A duration d of bucket b has 2^(b/8) <= max(d, 1) < 2^((b+1)/8), so its middle
 * 2^((b+0.5)/8) is within a factor 2^(1/16) of it: the result is within 4.5 % of the exact percentile
 * (durations under 1 ms read as 1 ms). `buckets` in order of bucket.
 */
export function percentileOfHistogram(buckets: { bucket: number; calls: number }[], p: number): number {
  const total = buckets.reduce((a, b) => a + b.calls, 0);
  if (total === 0) return 0;
  const middle = (b: number) => 2 ** ((b + 0.5) / BUCKETS_PER_DOUBLING);
  /** The k-th duration (from 0) in order. */
  const nth = (k: number) => {
    let seen = 0;
    for (const b of buckets) {
      seen += b.calls;
      if (k < seen) return middle(b.bucket);
    }
    return middle(buckets[buckets.length - 1]?.bucket ?? 0);
  };
  const at = p * (total - 1);
  const lo = Math.floor(at);
  const low = nth(lo);
  return low + (at - lo) * (nth(Math.ceil(at)) - low);
}

/** The quarter of an hour (UTC) member_activity counts an instant in; drizzle/0023_member_activity.sql fills it with the same expression. */
export const quarterOf = (at: SQL) => sql`date_bin('15 minutes', ${at}, timestamptz '2000-01-01 00:00:00+00')`;

/**
 * Inserts runs and adds them to the insights' rollups (src/server/db/schema/ai.ts) in one statement, so
 * a run is never counted in one without the other and the write costs one round trip: the hourly
 * rollups, and the quarter of an hour of its member's activity (whose counts a trigger keeps). The runs
 * are grouped first: one statement may not update the same rollup row twice.
 */
export async function insertRuns(db: Db, values: AiRunRow[]): Promise<void> {
  if (values.length === 0) return;
  const inserted = db.insert(aiRuns).values(values).returning({
    userId: aiRuns.userId,
    generator: aiRuns.generator,
    provider: aiRuns.provider,
    model: aiRuns.model,
    outcome: aiRuns.outcome,
    failureKind: aiRuns.failureKind,
    durationMs: aiRuns.durationMs,
    createdAt: aiRuns.createdAt,
  });
  const r = aiRunRollups;
  const l = aiRunLatencyRollups;
  const a = memberActivity;
  await db.execute(sql`with run as (${inserted.getSQL()}),
    counted as (
      insert into ${r} (hour, generator, provider, model, outcome, failure_kind, calls)
      select ${utcHour(sql`run.created_at`)}, generator, provider, model, outcome, coalesce(failure_kind, ''), count(*)::int
      from run group by 1, 2, 3, 4, 5, 6
      on conflict (hour, generator, provider, model, outcome, failure_kind)
      do update set calls = ${r}.calls + excluded.calls
    ),
    active as (
      insert into ${a} (user_id, quarter, ran)
      select distinct user_id, ${quarterOf(sql`run.created_at`)}, true from run where user_id is not null
      on conflict (user_id, quarter) do update set ran = true where not ${a}.ran
    )
    insert into ${l} (hour, provider, model, bucket, calls)
    select ${utcHour(sql`run.created_at`)}, provider, model, ${latencyBucket(sql`run.duration_ms`)}, count(*)::int
    from run group by 1, 2, 3, 4
    on conflict (hour, provider, model, bucket) do update set calls = ${l}.calls + excluded.calls`);
}

/**
 * Records one generation for the admin area. A run log that cannot be written is logged and
 * otherwise ignored: it must never cost the user a finished generation.
 */
export async function recordRun(db: Db, logger: Logger, row: AiRunRow): Promise<void> {
  try {
    await insertRuns(db, [{ ...row, errorMessage: row.errorMessage?.slice(0, MAX_ERROR_CHARS) }]);
  } catch (err) {
    logger.warn({ err, generator: row.generator }, 'could not record the AI run');
  }
}
