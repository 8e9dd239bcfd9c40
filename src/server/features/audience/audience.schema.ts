import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { OPTIN_PAGE_STATUSES, SUBSCRIBER_SOURCES, SUBSCRIBER_STATUSES } from '../../../shared/audience';
import { user } from '../../db/schema/auth';
import { leadMagnets } from '../lead-magnets/lead-magnet.schema';

/** A file kept in the row (the published PDF and its cover): small, read whole, deleted with the page. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

const inList = (column: unknown, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

/**
 * A lead magnet published as a public opt-in page at `/l/{slug}` (docs/product/audience.md). The PDF and
 * its cover are made on the server when the page is published, so what a subscriber downloads is the
 * design the member downloads, and the public page never renders a document.
 */
export const optinPages = pgTable(
  'optin_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    leadMagnetId: uuid('lead_magnet_id')
      .notNull()
      .references(() => leadMagnets.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    headline: text('headline').notNull(),
    bullets: text('bullets').array().notNull(),
    /** The name the page and its mails show for the member, chosen when publishing. */
    displayName: text('display_name').notNull(),
    status: text('status', { enum: OPTIN_PAGE_STATUSES }).notNull().default('published'),
    /** Who took it offline: the member, or an admin (who also wrote an audit row). */
    unpublishedBy: text('unpublished_by', { enum: ['owner', 'admin'] }),
    pdf: bytea('pdf').notNull(),
    pdfFileName: text('pdf_file_name').notNull(),
    cover: bytea('cover').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('optin_pages_slug_idx').on(t.slug),
    uniqueIndex('optin_pages_lead_magnet_idx').on(t.leadMagnetId),
    index('optin_pages_user_idx').on(t.userId, t.createdAt),
    check('optin_pages_status_check', inList(t.status, OPTIN_PAGE_STATUSES)),
  ],
);

/**
 * A member's subscriber: one row per address per member. Someone who signs up on two of a member's pages
 * is one subscriber (its source is the first page) who confirms each page's download. `bounced` is not a
 * stored status: it is read from `email_suppressions`, which the mail engine fills.
 */
export const audienceSubscribers = pgTable(
  'audience_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    status: text('status', { enum: SUBSCRIBER_STATUSES }).notNull().default('unconfirmed'),
    source: text('source', { enum: SUBSCRIBER_SOURCES }).notNull(),
    sourcePageId: uuid('source_page_id').references(() => optinPages.id, { onDelete: 'set null' }),
    /** An imported subscriber: the consent the member stated for the whole import. */
    consentBasis: text('consent_basis'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** The page whose welcome sequence this subscriber is in, from the moment it was on at confirmation. */
    welcomePageId: uuid('welcome_page_id').references(() => optinPages.id, { onDelete: 'set null' }),
    welcomeStartedAt: timestamp('welcome_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('audience_subscribers_user_email_idx').on(t.userId, t.email),
    index('audience_subscribers_user_created_idx').on(t.userId, t.createdAt),
    index('audience_subscribers_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'unconfirmed'`),
    index('audience_subscribers_welcome_idx')
      .on(t.welcomePageId)
      .where(sql`${t.welcomeStartedAt} is not null`),
    check('audience_subscribers_status_check', inList(t.status, SUBSCRIBER_STATUSES)),
    check('audience_subscribers_source_check', inList(t.source, SUBSCRIBER_SOURCES)),
  ],
);

/** One welcome sequence per opt-in page; its emails go to subscribers who confirm while it is on. */
export const welcomeSequences = pgTable(
  'welcome_sequences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => optinPages.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    enabledAt: timestamp('enabled_at', { withTimezone: true }),
    offline: boolean('offline').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('welcome_sequences_page_idx').on(t.pageId),
    index('welcome_sequences_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One email of a sequence, sent `delayDays` after a subscriber's confirmation. Its deliveries are
 * `email_deliveries` rows of kind 'welcome' with this id as `ref_id`, so each subscriber gets it once.
 */
export const welcomeEmails = pgTable(
  'welcome_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sequenceId: uuid('sequence_id')
      .notNull()
      .references(() => welcomeSequences.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    delayDays: integer('delay_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('welcome_emails_sequence_idx').on(t.sequenceId, t.position),
    check('welcome_emails_delay_check', sql`${t.delayDays} between 0 and 365`),
  ],
);
