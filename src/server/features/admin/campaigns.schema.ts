import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../../db/schema/auth';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
/** docs/product/admin.md: these count as active on the admin dashboard. */
export const ACTIVE_CAMPAIGN_STATUSES = ['scheduled', 'sending'] as const;

/**
 * Bulk e-mail campaigns. The admin dashboard counts the active ones; the table stays empty until the
 * campaigns tool is built, which will add its own columns.
 */
export const bulkEmailCampaigns = pgTable(
  'bulk_email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check(
      'bulk_email_campaigns_status_check',
      sql`${t.status} in ('draft', 'scheduled', 'sending', 'sent', 'cancelled')`,
    ),
    index('bulk_email_campaigns_status_idx').on(t.status),
  ],
);
