import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CAMPAIGN_AUDIENCES, CAMPAIGN_STATUSES } from '../../../shared/campaigns';
import { user } from '../../db/schema/auth';

export { ACTIVE_CAMPAIGN_STATUSES } from '../../../shared/campaigns';

const quoted = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Bulk e-mail campaigns (docs/product/admin-campaigns.md). Their recipients are rows of the mail
 * engine's `email_deliveries` (kind 'campaign', ref_id = the campaign), written when sending starts.
 */
export const bulkEmailCampaigns = pgTable(
  'bulk_email_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull().default(''),
    preheader: text('preheader').notNull().default(''),
    body: text('body').notNull().default(''),
    audience: text('audience', { enum: CAMPAIGN_AUDIENCES }).notNull().default('newsletter'),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull().default('draft'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('bulk_email_campaigns_status_check', sql`${t.status} in (${quoted(CAMPAIGN_STATUSES)})`),
    check('bulk_email_campaigns_audience_check', sql`${t.audience} in (${quoted(CAMPAIGN_AUDIENCES)})`),
    index('bulk_email_campaigns_status_idx').on(t.status),
    index('bulk_email_campaigns_created_idx').on(t.createdAt),
  ],
);
