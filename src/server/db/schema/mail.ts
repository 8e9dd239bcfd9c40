import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DELIVERY_STATUSES } from '../../../shared/campaigns';
import { user } from './auth';

export const MAIL_STATUSES = ['logged', 'sent', 'failed'] as const;

/** Every mail the app sends; without SMTP this is where a self-hoster finds the links. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);

/**
 * One row per recipient of a bulk or sequence mail (src/server/mail/engine): what makes sending durable.
 * A row is claimed (`sending`, with a lease) before its mail goes out and marked `sent` right after, so
 * a crash can leave a row unconfirmed but never sends it twice: a lapsed lease turns it `unknown`.
 */
export const emailDeliveries = pgTable(
  'email_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which source renders it ('campaign'); `refId` is that source's record (the campaign). */
    kind: text('kind').notNull(),
    refId: uuid('ref_id').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    /** The lists the address was mailed from; its unsubscribe link leaves these, and consent is checked on them. */
    lists: text('lists').array().notNull(),
    /** The member whose audience this mail reaches (a welcome sequence); null for the admin team's campaigns. */
    ownerId: text('owner_id').references(() => user.id, { onDelete: 'cascade' }),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_deliveries_ref_email_idx').on(t.refId, t.email),
    index('email_deliveries_ref_status_idx').on(t.refId, t.status),
    index('email_deliveries_queued_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    index('email_deliveries_sending_idx')
      .on(t.leaseUntil)
      .where(sql`${t.status} = 'sending'`),
    index('email_deliveries_claimed_idx').on(t.claimedAt),
    index('email_deliveries_owner_idx')
      .on(t.ownerId, t.createdAt)
      .where(sql`${t.ownerId} is not null`),
    // The admin insights' email chart: sent, bounced and unsubscribed per day.
    index('email_deliveries_sent_at_idx')
      .on(t.sentAt)
      .where(sql`${t.sentAt} is not null`),
    index('email_deliveries_bounced_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'bounced'`),
    index('email_deliveries_unsubscribed_idx')
      .on(t.unsubscribedAt)
      .where(sql`${t.unsubscribedAt} is not null`),
    check(
      'email_deliveries_status_check',
      sql`${t.status} in (${sql.raw(DELIVERY_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
  ],
);

/** Addresses that must not be mailed in bulk: a permanent rejection put them here; subscribing again takes them out. */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  reason: text('reason', { enum: ['bounced'] }).notNull(),
  detail: text('detail'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
