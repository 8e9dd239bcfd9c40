import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { TLeadMagnetContent, TLeadMagnetInput } from '../../../shared/lead-magnets';
import { user } from '../../db/schema/auth';

/** docs/product/lead-magnets.md: the wizard's draft and the generated content, one row per lead magnet. */
export const leadMagnets = pgTable(
  'lead_magnets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    targetAudience: text('target_audience').notNull(),
    industry: text('industry').notNull(),
    painPoints: jsonb('pain_points').$type<string[]>().notNull(),
    leadMagnetType: text('lead_magnet_type').notNull(),
    contentOutline: jsonb('content_outline').$type<TLeadMagnetInput['contentOutline']>().notNull(),
    designPreferences: jsonb('design_preferences').$type<TLeadMagnetInput['designPreferences']>().notNull(),
    generatedContent: jsonb('generated_content').$type<TLeadMagnetContent>().notNull(),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_magnets_user_created_idx').on(t.userId, t.createdAt)],
);
