import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { AI_FAILURE_KINDS } from '../../../shared/admin-insights';
import { user } from './auth';

export const AI_RUN_OUTCOMES = ['success', 'error'] as const;

/** One row per generation, for the admin area: who, which generator, which model, how long, what came of it. */
export const aiRuns = pgTable(
  'ai_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    generator: text('generator').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    durationMs: integer('duration_ms').notNull(),
    attempts: integer('attempts').notNull().default(1),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    outcome: text('outcome', { enum: AI_RUN_OUTCOMES }).notNull(),
    errorMessage: text('error_message'),
    /** Why a failed run failed; null on success, and on runs recorded before kinds were (read as provider_error). */
    failureKind: text('failure_kind', { enum: AI_FAILURE_KINDS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ai_runs_created_at_idx').on(t.createdAt),
    index('ai_runs_user_id_idx').on(t.userId),
    // The admin insights, one per chart (docs/product/admin.md): each reads its columns from the index alone.
    index('ai_runs_created_user_idx').on(t.createdAt, t.userId),
    index('ai_runs_created_generator_idx')
      .on(t.createdAt, t.generator)
      .where(sql`${t.outcome} = 'success'`),
    index('ai_runs_created_outcome_idx').on(t.createdAt, t.outcome, t.failureKind),
  ],
);

/**
 * AI runs counted per UTC hour and per tool, provider, model, outcome and failure kind ('' when none),
 * for the admin insights' daily charts: a day in a zone whose offset is whole hours is a run of whole
 * UTC hours, so summing these gives the same counts as the runs themselves. Written in the same
 * statement as each run (src/server/ai/run-log.ts); the migration that made it filled it from ai_runs.
 * Its primary key also holds `calls` (INCLUDE, written in drizzle/0022_ai_run_rollups.sql, which
 * drizzle-kit cannot express): the charts then read a range of hours from the index alone.
 */
export const aiRunRollups = pgTable(
  'ai_run_rollups',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    generator: text('generator').notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    outcome: text('outcome', { enum: AI_RUN_OUTCOMES }).notNull(),
    failureKind: text('failure_kind').notNull().default(''),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.generator, t.provider, t.model, t.outcome, t.failureKind] })],
);

/**
 * The latency histogram of AI runs per UTC hour, provider and model: one row per bucket of durations.
 * Bucket b holds durations d with 2^(b/8) <= max(d, 1) < 2^((b+1)/8) ms, eight buckets per doubling, so
 * a percentile read from it (the bucket's geometric middle) is within 2^(1/16) - 1, about 4.5 %, of the
 * exact one. Kept apart from ai_run_rollups: one row per run and bucket there would be no rollup at all.
 * Its primary key holds `calls` too, as ai_run_rollups' does.
 */
export const aiRunLatencyRollups = pgTable(
  'ai_run_latency_rollups',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    bucket: smallint('bucket').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.provider, t.model, t.bucket] })],
);

/**
 * The quarters of an hour (UTC, on the quarter) in which each member was active, for the admin
 * insights' members chart, as the tables say: a run of theirs (`ran`), or `learning` of their course
 * progress rows' created_at and updated_at and lesson progress rows' updated_at. Every zone's midnights
 * fall on a quarter of an hour, so a day anywhere is a run of these quarters. The run log writes `ran`
 * with each run (src/server/ai/run-log.ts); triggers keep `learning` as the learning rows change, and
 * member_active_days as quarters come and go (drizzle/0023_member_activity.sql); a deleted member's
 * quarters go with them.
 */
export const memberActivity = pgTable(
  'member_activity',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    quarter: timestamp('quarter', { withTimezone: true }).notNull(),
    ran: boolean('ran').notNull().default(false),
    learning: integer('learning').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.quarter] }),
    // Days that are not 24 hours long (daylight saving changes) count their quarters' members directly.
    index('member_activity_quarter_idx').on(t.quarter, t.userId),
  ],
);

/**
 * How many members were active in the 24 hours from each quarter of an hour, kept as running totals so
 * that no member is counted twice across a day's quarters: `members`, on each UTC midnight, is the count
 * of the 24 hours from it; `change`, on every quarter, is how the count from that quarter differs from the
 * count from the one before. The 24 hours from any quarter then read at most 97 rows, whatever the zone.
 * Its primary key holds both columns (INCLUDE, in drizzle/0023_member_activity.sql).
 */
export const memberActiveDays = pgTable('member_active_days', {
  start: timestamp('start', { withTimezone: true }).primaryKey(),
  change: integer('change').notNull().default(0),
  members: integer('members').notNull().default(0),
});
