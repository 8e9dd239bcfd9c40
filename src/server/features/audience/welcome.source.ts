import { eq, sql } from 'drizzle-orm';
import { emailDeliveries as d, emailSuppressions as x } from '../../db/schema';
import type { MailSource, SourceContext } from '../../mail/engine';
import { audienceListId } from './audience.list';
import {
  audienceSubscribers as s,
  optinPages as p,
  welcomeEmails as e,
  welcomeSequences as q,
} from './audience.schema';
import { memberEmail, pageById } from './signup.service';
import { WELCOME_KIND } from './welcome-sequence.service';

/** When an email of a sequence falls due for a subscriber: their confirmation plus its wait. */
const due = sql`${s.welcomeStartedAt} + make_interval(days => ${e.delayDays})`;

/**
 * Queues every welcome email that has fallen due, in one statement (docs/product/audience.md, "Welcome
 * sequence"): for each email of a sequence that is on, each subscriber still subscribed who started
 * that page's sequence and has not bounced. An email is owed only from when it was added, so a step
 * added later does not mail a backlog; the unique (ref_id, email) index keeps it to once per reader.
 */
async function queueDue({ db }: SourceContext) {
  // Due first, claimed first: a reader catching up after a pause gets the emails in their order.
  await db.execute(sql`insert into ${d} (kind, ref_id, email, first_name, lists, owner_id, next_attempt_at)
    select ${WELCOME_KIND}, ${e.id}, ${s.email}, ${s.firstName}, array[${audienceListId('')} || ${q.userId}], ${q.userId}, ${due}
    from ${q}
    join ${e} on ${e.sequenceId} = ${q.id}
    join ${s} on ${s.welcomePageId} = ${q.pageId} and ${s.userId} = ${q.userId}
    where ${q.enabled}
      and ${s.welcomeStartedAt} is not null
      and ${s.status} = 'subscribed'
      and ${s.confirmedAt} is not null
      and ${due} <= now()
      and ${due} >= ${e.createdAt}
      and not exists (select 1 from ${x} where ${x.email} = ${s.email})
    on conflict (ref_id, email) do nothing`);
}

export const welcomeSource: MailSource = {
  kind: WELCOME_KIND,
  // A sequence turned off keeps its queued mails until it is on again; a page an admin took down holds them too.
  active: sql`(${d.kind} = ${WELCOME_KIND} and ${d.refId} in (select ${e.id} from ${e}
    join ${q} on ${q.id} = ${e.sequenceId}
    join ${p} on ${p.id} = ${q.pageId}
    where ${q.enabled} and ${p.unpublishedBy} is distinct from 'admin'))`,
  // An edit reaches the mails not yet sent within seconds.
  renderCacheMs: 5000,
  async prepare({ db, appUrl, mailFrom }, emailId) {
    const [email] = await db
      .select({ subject: e.subject, body: e.body, pageId: q.pageId })
      .from(e)
      .innerJoin(q, eq(q.id, e.sequenceId))
      .where(eq(e.id, emailId));
    if (!email) return null;
    const page = await pageById(db, email.pageId);
    if (!page) return null;
    const { compileWelcomeEmail } = await import('./welcome-sequence.render');
    const render = await compileWelcomeEmail(email, {
      appUrl,
      mailFrom,
      displayName: page.displayName,
      replyTo: await memberEmail(db, page.userId),
      title: page.title,
    });
    return (row, unsubscribeUrl) => render({ firstName: row.firstName, unsubscribeUrl });
  },
  tick: queueDue,
};
