import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** One row per (user, month, kind): a new quota kind needs no column and no migration. */
export const userGenerationLimits = pgTable(
  'user_generation_limits',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    monthYear: text('month_year').notNull(),
    kind: text('kind').notNull(),
    count: integer('count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'user_generation_limits_pk', columns: [t.userId, t.monthYear, t.kind] }),
    // Members at a limit per month (the admin insights' quota pressure).
    index('user_generation_limits_month_idx').on(t.monthYear, t.kind, t.count),
  ],
);
