import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth';

/** One row per generation: its three statements (mission_text holds them numbered, one per line) and the answers. */
export const missionStatements = pgTable(
  'mission_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    missionText: text('mission_text').notNull(),
    statements: jsonb('statements').$type<string[]>().notNull(),
    answers: jsonb('answers').$type<unknown>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    offline: boolean('offline').notNull().default(false),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mission_statements_user_generated_idx').on(t.userId, t.generatedAt)],
);
