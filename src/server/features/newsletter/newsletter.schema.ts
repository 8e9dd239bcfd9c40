import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** An address counts as subscribed only once its owner opened the mailed link (docs/product/landing-and-newsletter.md). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
    .notNull()
    .default('pending'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** When the last confirmation mail went out: bounds how often the box can mail one address. */
  confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  /** When the owner left through an unsubscribe link; subscribing again needs a new confirmation. */
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
