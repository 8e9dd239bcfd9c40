import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { TBrandField, TBrandSourceTool } from '../../../shared/brand-profile';
import { user } from '../../db/schema/auth';

/** One row per filled field, so each is saved on its own and keeps its own source and time. */
export const brandProfileFields = pgTable(
  'brand_profile_fields',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    field: text('field').$type<TBrandField>().notNull(),
    value: jsonb('value').$type<string | string[]>().notNull(),
    sourceTool: text('source_tool').$type<TBrandSourceTool>().notNull(),
    sourceId: text('source_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.field] })],
);
