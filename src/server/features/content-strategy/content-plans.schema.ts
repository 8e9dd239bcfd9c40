import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TContentRow } from '../../../shared/content-strategy';
import { user } from '../../db/schema/auth';

export const contentPlans = pgTable(
  'content_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    planName: text('plan_name').notNull(),
    brandName: text('brand_name').notNull(),
    niche: text('niche').notNull(),
    audience: text('audience').notNull(),
    painPoints: jsonb('pain_points').$type<string[]>().notNull(),
    transformationPromise: text('transformation_promise').notNull(),
    contentPillars: jsonb('content_pillars').$type<string[]>().notNull(),
    scriptTypes: jsonb('script_types').$type<string[]>().notNull(),
    generatedContent: jsonb('generated_content').$type<{ rows: TContentRow[]; totalCount: number }>().notNull(),
    /** Set while the plan is shared read-only; clearing it revokes the link. */
    shareToken: text('share_token').unique(),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [index('content_plans_user_created_idx').on(t.userId, t.createdAt)],
);
