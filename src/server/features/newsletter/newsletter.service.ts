import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { NEWSLETTER_CONFIRMATION_GAP_SECONDS, NEWSLETTER_LINK_DAYS, NEWSLETTER_RATE } from '../../../shared/limits';
import { NEWSLETTER_INVALID_LINK, type TNewsletterConfirmedRecord } from '../../../shared/newsletter';
import type { AppDeps } from '../../context';
import { badRequest } from '../../errors';
import { unsuppress } from '../../mail/lists';
import { newsletterConfirmMail } from '../../mail/templates';
import { hitRateLimit } from '../../rate-limit';
import { newsletterSubscribers as t } from './newsletter.schema';
import { newsletterToken, readNewsletterToken } from './newsletter.token';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

/**
 * Keeps the address as pending and mails it a confirmation link, at most once per gap. A confirmed
 * address is left alone and mailed nothing. The caller answers the same in every case.
 */
export async function subscribe({ db, config, mailer }: Deps, email: string, now = new Date()): Promise<void> {
  // Past its attempts an address is quietly left alone: a refusal would tell the sender it was seen before.
  const verdict = await hitRateLimit(db, `newsletter:to:${email}`, NEWSLETTER_RATE.perAddress, now.getTime());
  if (!verdict.allowed) return;
  await db.insert(t).values({ email }).onConflictDoNothing({ target: t.email });
  // One statement claims the right to mail, so two submits at once cannot both send.
  const gapStart = new Date(now.getTime() - NEWSLETTER_CONFIRMATION_GAP_SECONDS * 1000);
  const claimed = await db
    .update(t)
    // An address that unsubscribed must confirm again before anything is sent to it.
    .set({ status: 'pending', confirmationSentAt: now })
    .where(
      and(
        eq(t.email, email),
        inArray(t.status, ['pending', 'unsubscribed']),
        or(isNull(t.confirmationSentAt), lt(t.confirmationSentAt, gapStart)),
      ),
    )
    .returning({ id: t.id });
  if (claimed.length === 0) return;
  // Sent after the answer: a request that waited for the mail would answer measurably slower than one
  // for a confirmed address, and so tell a stranger which addresses are on the list.
  mailer.sendLater(async () => {
    const token = await newsletterToken(email, config.authSecret, now);
    const url = `${config.appUrl}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    return newsletterConfirmMail(email, url, NEWSLETTER_LINK_DAYS);
  });
}

/** Confirms the address a valid link names; a second click finds it confirmed and changes nothing. */
export async function confirm(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  token: string,
  now = new Date(),
): Promise<TNewsletterConfirmedRecord> {
  const email = await readNewsletterToken(token, config.authSecret, now);
  const [updated] = await db
    .update(t)
    .set({ status: 'confirmed', confirmedAt: now })
    .where(and(eq(t.email, email), eq(t.status, 'pending')))
    .returning({ id: t.id });
  if (updated) {
    await unsuppress(db, email);
    return { status: 'confirmed' };
  }
  const [row] = await db.select({ status: t.status }).from(t).where(eq(t.email, email));
  if (row?.status === 'confirmed') return { status: 'already_confirmed' };
  // A well-signed link for an address no longer on the list (removed since): nothing to confirm.
  throw badRequest(NEWSLETTER_INVALID_LINK);
}
