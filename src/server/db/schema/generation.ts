import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const GENERATION_REQUEST_STATUSES = ['pending', 'done'] as const;

/**
 * One row per model-backed request a user made in the last day: the per-user hourly rate counts
 * them, and a request sent again with the same Idempotency-Key gets the stored answer instead of a
 * second generation. Failed requests delete their row: they neither count nor replay.
 */
export const generationRequests = pgTable(
  'generation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The generator or job kind, so one key cannot replay another tool's answer. */
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request's body, so a key sent again with another body is refused, not replayed. */
    requestHash: text('request_hash'),
    status: text('status', { enum: GENERATION_REQUEST_STATUSES }).notNull().default('pending'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('generation_requests_user_key_idx').on(t.userId, t.idempotencyKey),
    index('generation_requests_user_created_idx').on(t.userId, t.createdAt),
  ],
);
