import { integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

export const userGenerationLimits = pgTable(
  'user_generation_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    monthYear: text('month_year').notNull(),
    missionCount: integer('mission_count').notNull().default(0),
    bioCount: integer('bio_count').notNull().default(0),
    contentCount: integer('content_count').notNull().default(0),
    leadMagnetCount: integer('lead_magnet_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_generation_limits_user_month_key').on(t.userId, t.monthYear)],
);
