import { and, eq, lt, sql } from 'drizzle-orm';
import { OPTIN_UNCONFIRMED_DAYS } from '../../../shared/limits';
import { emailDeliveries as d } from '../../db/schema';
import type { MailSource, SourceContext } from '../../mail/engine';
import { memberSender } from '../../mail/sender';
import { actionMail } from '../../mail/templates';
import { audienceSubscribers as s, optinPages as p } from './audience.schema';
import { DOWNLOAD_LINK_DAYS, downloadToken } from './optin.token';
import { DELIVERY_KIND, memberEmail, pageById } from './signup.service';

/** Addresses that never confirmed are forgotten after 30 days (a partial index keeps the check cheap). */
async function forgetUnconfirmed({ db, logger }: SourceContext) {
  const gone = await db
    .delete(s)
    .where(
      and(
        eq(s.status, 'unconfirmed'),
        lt(s.createdAt, sql`now() - ${`${OPTIN_UNCONFIRMED_DAYS} days`}::interval`),
      ),
    )
    .returning({ id: s.id });
  if (gone.length) logger.info({ forgotten: gone.length }, 'unconfirmed sign-ups forgotten');
}

/**
 * The mail a confirmed sign-up receives: the download link of the page's PDF (signed, 30 days), from
 * the member by name with their address as Reply-To, and an unsubscribe link like every audience mail.
 * A page taken offline holds its queued mails; they go if it is published again.
 */
export const deliverySource: MailSource = {
  kind: DELIVERY_KIND,
  active: sql`(${d.kind} = ${DELIVERY_KIND} and ${d.refId} in (select ${p.id} from ${p} where ${p.status} = 'published'))`,
  async prepare({ db, appUrl, mailFrom, secret }, pageId) {
    const page = await pageById(db, pageId);
    if (!page) return null;
    const from = memberSender(mailFrom, page.displayName);
    const replyTo = await memberEmail(db, page.userId);
    return async (row, unsubscribeUrl) => {
      const [sub] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.userId, page.userId), eq(s.email, row.email)));
      const token = await downloadToken({ subscriberId: sub?.id ?? '', pageId }, secret);
      const url = `${appUrl}/l/${page.slug}/download?token=${encodeURIComponent(token)}`;
      const mail = await actionMail(
        row.email,
        `Your download: ${page.title}`,
        row.firstName ? `Hi ${row.firstName},` : 'Hello,',
        [
          `Thanks for confirming. Here is "${page.title}" from ${page.displayName}.`,
          `The download link works for ${DOWNLOAD_LINK_DAYS} days; save the PDF somewhere you will find it again.`,
        ],
        'Download the PDF',
        url,
        {
          from,
          replyTo,
          footer: [
            `You get this because you asked for "${page.title}" on ${page.displayName}'s page.`,
            `Unsubscribe in one click: ${unsubscribeUrl}`,
          ],
          signature: `${page.displayName}, via Brandforge`,
        },
      );
      return { subject: mail.subject, text: mail.text, html: mail.html, from: mail.from, replyTo: mail.replyTo };
    };
  },
  tick: forgetUnconfirmed,
};
