import { boolean, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth';

/** The latest bios per user and platform; a regeneration replaces them. */
export const socialBios = pgTable(
  'social_bios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    platform: text('platform').notNull(),
    bios: jsonb('bios').$type<string[]>().notNull(),
    /** Which bios the user rewrote by hand, by position; a regeneration clears it. */
    edited: jsonb('edited').$type<boolean[]>().notNull().default([]),
    missionStatement: text('mission_statement').notNull(),
    tone: text('tone').notNull(),
    offline: boolean('offline').notNull().default(false),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('social_bios_user_platform_key').on(t.userId, t.platform)],
);
