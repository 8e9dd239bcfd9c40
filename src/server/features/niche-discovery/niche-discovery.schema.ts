import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TNicheInput, TNicheResult } from '../../../shared/niche-discovery';
import { user } from '../../db/schema/auth';

export const nicheDiscoveries = pgTable(
  'niche_discoveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    recommendedNiche: text('recommended_niche').notNull(),
    answers: jsonb('answers').$type<TNicheInput>().notNull(),
    result: jsonb('result').$type<TNicheResult>().notNull(),
    offline: boolean('offline').notNull().default(false),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('niche_discoveries_user_generated_idx').on(t.userId, t.generatedAt)],
);
