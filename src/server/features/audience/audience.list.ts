import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { MailList } from '../../mail/lists';
import { audienceSubscribers as s } from './audience.schema';

/** The member a delivery's list names (`audience:<member id>`); a list without one matches nobody. */
const of = (param: string | undefined) => param ?? '';

/**
 * Each member's own subscribers, one list per member: only addresses that confirmed on one of the
 * member's pages are mailed. An imported subscriber is kept and listed but never mailed until it
 * confirms on a page itself: the member's word is not the reader's confirmation.
 */
export const audienceList: MailList = {
  id: 'audience',
  async consenting(db, emails, param) {
    const rows = await db
      .select({ email: s.email })
      .from(s)
      .where(
        and(eq(s.userId, of(param)), inArray(s.email, emails), eq(s.status, 'subscribed'), isNotNull(s.confirmedAt)),
      );
    return new Set(rows.map((r) => r.email));
  },
  async leave(db, email, param) {
    await db
      .update(s)
      .set({ status: 'unsubscribed', unsubscribedAt: sql`now()` })
      .where(and(eq(s.userId, of(param)), eq(s.email, email), eq(s.status, 'subscribed')));
  },
  async rejoin(db, email, param) {
    await db
      .update(s)
      .set({ status: 'subscribed', unsubscribedAt: null })
      .where(and(eq(s.userId, of(param)), eq(s.email, email), eq(s.status, 'unsubscribed')));
  },
};

/** The list id a member's mails are sent from. */
export const audienceListId = (userId: string) => `audience:${userId}`;
