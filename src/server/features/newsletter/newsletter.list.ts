import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MailList } from '../../mail/lists';
import { newsletterSubscribers as t } from './newsletter.schema';

/** The landing page's newsletter: only addresses whose owner opened the confirmation link. */
export const newsletterList: MailList = {
  id: 'newsletter',
  members: sql`select ${t.email} as email, null::text as first_name from ${t} where ${t.status} = 'confirmed'`,
  async consenting(db, emails) {
    const rows = await db
      .select({ email: t.email })
      .from(t)
      .where(and(inArray(t.email, emails), eq(t.status, 'confirmed')));
    return new Set(rows.map((r) => r.email));
  },
  async leave(db, email) {
    await db
      .update(t)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
      .where(and(eq(t.email, email), eq(t.status, 'confirmed')));
  },
  async rejoin(db, email) {
    await db
      .update(t)
      .set({ status: 'confirmed', unsubscribedAt: null })
      .where(and(eq(t.email, email), eq(t.status, 'unsubscribed')));
  },
};
