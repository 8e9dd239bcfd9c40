import { and, eq, lte, sql } from 'drizzle-orm';
import { CAMPAIGN_MESSAGES } from '../../../shared/campaigns';
import { emailDeliveries as d } from '../../db/schema';
import type { MailSource, SourceContext } from '../../mail/engine';
import { CAMPAIGN_KIND, queueRecipients } from './campaigns.audience';
import { bulkEmailCampaigns as c } from './campaigns.schema';
import { senderOf } from './campaigns.service';

/**
 * Scheduled campaigns whose time has come start sending: the guarded update lets one instance win, and
 * the recipients are written in its transaction. An audience that emptied since scheduling fails the
 * campaign with the reason rather than sending to nobody.
 */
async function startDue({ db, lists, logger }: SourceContext) {
  const due = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.status, 'scheduled'), lte(c.scheduledAt, sql`now()`)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(c)
        .set({ status: 'sending', startedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(c.id, id), eq(c.status, 'scheduled')))
        .returning();
      if (!row) return;
      const n = await queueRecipients(tx, lists, { campaignId: row.id, audience: row.audience });
      if (n === 0)
        await tx
          .update(c)
          .set({ status: 'failed', finishedAt: sql`now()`, error: CAMPAIGN_MESSAGES.emptyAudience })
          .where(eq(c.id, row.id));
      logger.info({ campaignId: row.id, recipients: n }, 'scheduled campaign started');
    });
  }
}

/** A sending campaign with no row left to send is done: sent, or failed when not one mail went. */
async function finishDone({ db }: SourceContext) {
  const open = sql`exists (select 1 from ${d} where ${d.kind} = ${CAMPAIGN_KIND} and ${d.refId} = ${c.id} and ${d.status} in ('queued', 'sending'))`;
  const anySent = sql`exists (select 1 from ${d} where ${d.kind} = ${CAMPAIGN_KIND} and ${d.refId} = ${c.id} and ${d.status} = 'sent')`;
  const anyRefused = sql`exists (select 1 from ${d} where ${d.kind} = ${CAMPAIGN_KIND} and ${d.refId} = ${c.id} and ${d.status} in ('failed', 'bounced'))`;
  await db
    .update(c)
    .set({
      status: sql`case when not ${anySent} and ${anyRefused} then 'failed' else 'sent' end`,
      error: sql`case when not ${anySent} and ${anyRefused} then 'No mail of this campaign was accepted by the mail server.' else null end`,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(c.status, 'sending'), sql`not ${open}`));
}

export const campaignSource: MailSource = {
  kind: CAMPAIGN_KIND,
  // A paused campaign keeps its queued rows; they go again when it resumes.
  active: sql`(${d.kind} = ${CAMPAIGN_KIND} and ${d.refId} in (select ${c.id} from ${c} where ${c.status} = 'sending'))`,
  async prepare({ db, appUrl, mailFrom }, refId) {
    const [row] = await db.select().from(c).where(eq(c.id, refId));
    if (!row) return null;
    const { compileCampaign } = await import('./campaigns.render');
    const compiled = await compileCampaign(row, senderOf(appUrl, mailFrom));
    return (delivery, unsubscribeUrl) => compiled.render({ firstName: delivery.firstName, unsubscribeUrl });
  },
  async tick(ctx) {
    await startDue(ctx);
    await finishDone(ctx);
  },
};
