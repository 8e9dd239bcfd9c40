import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    // Latency per model: each provider and model's runs of the range in one index range, with their durations.
    index('ai_runs_model_created_idx').on(t.provider, t.model, t.createdAt, t.durationMs),
  ],
);
