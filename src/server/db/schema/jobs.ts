import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * Durable background work. A worker claims a row with FOR UPDATE SKIP LOCKED and holds it under a lease
 * it keeps renewing; a row whose lease ran out (its process died) is claimed again and resumed.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status', { enum: JOB_STATUSES }).notNull().default('queued'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    progress: jsonb('progress').$type<Record<string, unknown>>().notNull().default({}),
    result: jsonb('result').$type<unknown>(),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('jobs_status_created_idx').on(t.status, t.createdAt), index('jobs_user_id_idx').on(t.userId)],
);
