import { and, eq, lt, sql } from 'drizzle-orm';
import { OPTIN_UNCONFIRMED_DAYS } from '../../../shared/limits';
import { emailDeliveries as d } from '../../db/schema';
import type { MailSource, SourceContext } from '../../mail/engine';
import { audienceSubscribers as s, optinPages as p } from './audience.schema';
import { DOWNLOAD_LINK_DAYS, downloadToken } from './optin.token';
import { DELIVERY_KIND, memberEmail, pageById } from './signup.service';

/** Addresses that never confirmed are forgotten after 30 days (a partial index keeps the check cheap). */
async function forgetUnconfirmed({ db, logger }: SourceContext) {
  const gone = await db
    .delete(s)
    .where(
      and(eq(s.status, 'unconfirmed'), lt(s.createdAt, sql`now() - ${`${OPTIN_UNCONFIRMED_DAYS} days`}::interval`)),
    )
    .returning({ id: s.id });
  if (gone.length) logger.info({ forgotten: gone.length }, 'unconfirmed sign-ups forgotten');
}

/** Text the member wrote, shown as itself in Markdown: no character of it makes a link or a heading. */
const literal = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (ch) => `\\${ch}`);

/**
 * The mail a confirmed sign-up receives: the download link of the page's PDF (signed, 30 days), from
 * the member by name with their address as Reply-To, in the same layout and with the same unsubscribe
 * footer as the welcome emails. A page taken offline holds its queued mails; they go if it is
 * published again.
 */
export const deliverySource: MailSource = {
  kind: DELIVERY_KIND,
  active: sql`(${d.kind} = ${DELIVERY_KIND} and ${d.refId} in (select ${p.id} from ${p} where ${p.status} = 'published'))`,
  async prepare({ db, appUrl, mailFrom, secret }, pageId) {
    const page = await pageById(db, pageId);
    if (!page) return null;
    const replyTo = await memberEmail(db, page.userId);
    const { compileWelcomeEmail } = await import('./welcome-sequence.render');
    const sender = { appUrl, mailFrom, displayName: page.displayName, replyTo, title: page.title };
    return async (row, unsubscribeUrl) => {
      const [sub] = await db
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.userId, page.userId), eq(s.email, row.email)));
      const token = await downloadToken({ subscriberId: sub?.id ?? '', pageId }, secret);
      const url = `${appUrl}/l/${page.slug}/download?token=${encodeURIComponent(token)}`;
      // The link is the reader's own, so the mail is compiled per reader (one mail per confirmation).
      const render = await compileWelcomeEmail(
        {
          subject: `Your download: ${page.title}`,
          body: [
            'Hi {{first_name|there}},',
            `Thanks for confirming. Here is **${literal(page.title)}** from ${literal(page.displayName)}.`,
            `[Download the PDF](${url})`,
            `The link works for ${DOWNLOAD_LINK_DAYS} days, so save the PDF somewhere you will find it again.`,
          ].join('\n\n'),
        },
        sender,
      );
      return render({ firstName: row.firstName, unsubscribeUrl });
    };
  },
  tick: forgetUnconfirmed,
};
