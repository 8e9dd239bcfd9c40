import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_ACTIONS } from '../../../shared/admin';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  type TCampaignAudience,
  type TCampaignDraft,
  type TCampaignListRecord,
  type TCampaignPreviewRecord,
  type TCampaignProblemRecord,
  type TCampaignRecord,
  type TCampaignStats,
  type TCampaignStatus,
  ZCampaignDraft,
} from '../../../shared/campaigns';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { emailDeliveries as d, user } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { unsubscribeToken, unsubscribeUrls } from '../../mail/unsubscribe-token';
import { defineSavedResults } from '../../saved-results';
import { type Actor, audited, type AuditEntry } from './admin.audit';
import { AUDIENCE_LISTS, CAMPAIGN_KIND, countAudience, queueRecipients } from './campaigns.audience';
import { bulkEmailCampaigns as c } from './campaigns.schema';

type Row = typeof c.$inferSelect;
type Deps = Pick<AppDeps, 'db' | 'mailLists'>;

const EMPTY_STATS: TCampaignStats = {
  recipients: 0,
  queued: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  unknown: 0,
  unsubscribed: 0,
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Each campaign's counts, from its deliveries, in one query per list. */
async function withStats(db: Db, rows: Row[]): Promise<TCampaignRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const creators = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const [counts, names] = await Promise.all([
    db
      .select({
        refId: d.refId,
        status: d.status,
        n: sql<number>`count(*)::int`,
        unsubscribed: sql<number>`count(${d.unsubscribedAt})::int`,
      })
      .from(d)
      .where(and(eq(d.kind, CAMPAIGN_KIND), inArray(d.refId, ids)))
      .groupBy(d.refId, d.status),
    creators.length
      ? db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(inArray(user.id, creators))
      : Promise.resolve([]),
  ]);
  const stats = new Map<string, TCampaignStats>();
  for (const row of counts) {
    const s = stats.get(row.refId) ?? { ...EMPTY_STATS };
    s.recipients += row.n;
    s.unsubscribed += row.unsubscribed;
    // A row being sent right now still counts as waiting its turn.
    if (row.status === 'sending') s.queued += row.n;
    else s[row.status] += row.n;
    stats.set(row.refId, s);
  }
  const nameOf = new Map(names.map((n) => [n.id, n.name || n.email]));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    subject: r.subject,
    preheader: r.preheader,
    body: r.body,
    audience: r.audience,
    status: r.status,
    error: r.error,
    scheduled_at: iso(r.scheduledAt),
    started_at: iso(r.startedAt),
    finished_at: iso(r.finishedAt),
    created_at: r.createdAt.toISOString(),
    created_by: r.createdBy ? (nameOf.get(r.createdBy) ?? null) : null,
    stats: stats.get(r.id) ?? { ...EMPTY_STATS },
  }));
}

export const toListRecord = ({ body: _body, preheader: _preheader, error: _error, ...rest }: TCampaignRecord) =>
  rest satisfies TCampaignListRecord;

/** Campaigns belong to the admin team, not to one admin: kept on the saved-result kit without an owner. */
export const campaignResults = defineSavedResults({
  name: 'campaigns',
  table: c,
  at: c.createdAt,
  thenBy: desc(c.id),
  everyone: true,
  notFound: CAMPAIGN_MESSAGES.notFound,
  toRecord: () => {
    throw new Error('campaign records are built by toRecords');
  },
  toRecords: withStats,
  alsoDelete: async ({ db, id }) => {
    await db.delete(d).where(and(eq(d.kind, CAMPAIGN_KIND), eq(d.refId, id)));
  },
});

export async function listCampaigns(db: Db, status?: TCampaignStatus): Promise<TCampaignListRecord[]> {
  const records = await campaignResults.list({ db, userId: '', where: status ? eq(c.status, status) : undefined });
  return records.map(toListRecord);
}

export const getCampaign = (db: Db, id: string) => campaignResults.get({ db, userId: '', id });

const entry = (action: AuditEntry['action'], row: Pick<Row, 'id' | 'name'>, details: Record<string, unknown> = {}) => ({
  action,
  targetId: row.id,
  targetTable: 'bulk_email_campaigns',
  details: { name: row.name, ...details },
});

const columns = (draft: TCampaignDraft) => {
  const v = ZCampaignDraft.parse(draft);
  return { name: v.name, subject: v.subject, preheader: v.preheader, body: v.body, audience: v.audience };
};

export async function createCampaign(actor: Actor, draft: TCampaignDraft): Promise<TCampaignRecord> {
  const row = await audited(
    actor,
    async (tx) => {
      const [created] = await tx
        .insert(c)
        .values({ ...columns(draft), createdBy: actor.userId })
        .returning();
      if (!created) throw new Error('the campaign was not saved');
      return created;
    },
    (r) => entry(ADMIN_ACTIONS.campaignCreated, r),
  );
  return getCampaign(actor.db, row.id);
}

/**
 * A state change as one statement guarded by the state it starts from, so two clicks, two tabs or two
 * admins cannot both make it: the second finds the campaign moved on and gets `refused`.
 */
async function transition(
  actor: Actor,
  id: string,
  o: {
    from: readonly TCampaignStatus[];
    set: Partial<typeof c.$inferInsert>;
    refused: string;
    action: AuditEntry['action'];
    details?: Record<string, unknown>;
    /** Runs in the same transaction once the campaign is moved; throwing undoes the move. */
    then?: (tx: Db, row: Row) => Promise<Record<string, unknown> | void>;
  },
): Promise<TCampaignRecord> {
  await audited(
    actor,
    async (tx) => {
      const [row] = await tx
        .update(c)
        .set({ ...o.set, updatedAt: sql`now()` })
        .where(and(eq(c.id, id), inArray(c.status, [...o.from])))
        .returning();
      if (!row) {
        const [exists] = await tx.select({ id: c.id }).from(c).where(eq(c.id, id));
        throw exists ? conflict(o.refused) : notFound(CAMPAIGN_MESSAGES.notFound);
      }
      const more = (await o.then?.(tx, row)) ?? {};
      return { row, more };
    },
    ({ row, more }) => entry(o.action, row, { ...o.details, ...more }),
  );
  return getCampaign(actor.db, id);
}

export const updateCampaign = (actor: Actor, id: string, draft: TCampaignDraft) =>
  transition(actor, id, {
    from: ['draft'],
    set: columns(draft),
    refused: CAMPAIGN_MESSAGES.notEditable,
    action: ADMIN_ACTIONS.campaignUpdated,
  });

/** Starts sending: the recipients are written in the same transaction, so the count moves at once. */
export const sendCampaign = (actor: Actor & Pick<Deps, 'mailLists'>, id: string) =>
  transition(actor, id, {
    from: ['draft', 'scheduled'],
    set: { status: 'sending', startedAt: new Date(), scheduledAt: null },
    refused: CAMPAIGN_MESSAGES.notSchedulable,
    action: ADMIN_ACTIONS.campaignSent,
    then: async (tx, row) => {
      const recipients = await queueRecipients(tx, actor.mailLists, { campaignId: row.id, audience: row.audience });
      if (recipients === 0) throw badRequest(CAMPAIGN_MESSAGES.emptyAudience);
      return { recipients };
    },
  });

export function checkScheduleTime(at: Date, now = new Date()) {
  if (at.getTime() <= now.getTime() + 30_000) throw badRequest(CAMPAIGN_MESSAGES.scheduleInPast);
  if (at.getTime() > now.getTime() + CAMPAIGN_LIMITS.scheduleDays * 24 * 60 * 60_000)
    throw badRequest(CAMPAIGN_MESSAGES.scheduleTooFar);
}

export async function scheduleCampaign(actor: Actor & Pick<Deps, 'mailLists'>, id: string, at: Date) {
  checkScheduleTime(at);
  return transition(actor, id, {
    from: ['draft'],
    set: { status: 'scheduled', scheduledAt: at },
    refused: CAMPAIGN_MESSAGES.notSchedulable,
    action: ADMIN_ACTIONS.campaignScheduled,
    details: { scheduled_at: at.toISOString() },
    then: async (tx, row) => {
      if ((await countAudience(tx, actor.mailLists, row.audience)) === 0)
        throw badRequest(CAMPAIGN_MESSAGES.emptyAudience);
    },
  });
}

export const cancelCampaign = (actor: Actor, id: string) =>
  transition(actor, id, {
    from: ['scheduled'],
    set: { status: 'cancelled' },
    refused: CAMPAIGN_MESSAGES.notCancellable,
    action: ADMIN_ACTIONS.campaignCancelled,
  });

export const pauseCampaign = (actor: Actor, id: string) =>
  transition(actor, id, {
    from: ['sending'],
    set: { status: 'paused' },
    refused: CAMPAIGN_MESSAGES.notPausable,
    action: ADMIN_ACTIONS.campaignPaused,
  });

export const resumeCampaign = (actor: Actor, id: string) =>
  transition(actor, id, {
    from: ['paused'],
    set: { status: 'sending' },
    refused: CAMPAIGN_MESSAGES.notResumable,
    action: ADMIN_ACTIONS.campaignResumed,
  });

const copyName = (name: string) => {
  const suffix = ' (copy)';
  return name.length + suffix.length <= CAMPAIGN_LIMITS.name
    ? `${name}${suffix}`
    : `${name.slice(0, CAMPAIGN_LIMITS.name - suffix.length).trimEnd()}${suffix}`;
};

export async function duplicateCampaign(actor: Actor, id: string): Promise<TCampaignRecord> {
  const source = await getCampaign(actor.db, id);
  const row = await audited(
    actor,
    async (tx) => {
      const [created] = await tx
        .insert(c)
        .values({
          name: copyName(source.name),
          subject: source.subject,
          preheader: source.preheader,
          body: source.body,
          audience: source.audience,
          createdBy: actor.userId,
        })
        .returning();
      if (!created) throw new Error('the copy was not saved');
      return created;
    },
    (r) => entry(ADMIN_ACTIONS.campaignCreated, r, { duplicated_from: id }),
  );
  return getCampaign(actor.db, row.id);
}

const UNDELETABLE: readonly TCampaignStatus[] = ['scheduled', 'sending', 'paused'];

export async function deleteCampaign(actor: Actor, id: string): Promise<void> {
  const found = await getCampaign(actor.db, id);
  if (UNDELETABLE.includes(found.status)) throw conflict(CAMPAIGN_MESSAGES.notDeletable);
  await audited(
    actor,
    async (tx) => {
      // Guarded again inside: a send started since the read above keeps the campaign.
      const [locked] = await tx.select({ status: c.status }).from(c).where(eq(c.id, id)).for('update');
      if (!locked) throw notFound(CAMPAIGN_MESSAGES.notFound);
      if (UNDELETABLE.includes(locked.status)) throw conflict(CAMPAIGN_MESSAGES.notDeletable);
      await campaignResults.remove({ db: tx, userId: '', id });
    },
    () => entry(ADMIN_ACTIONS.campaignDeleted, found),
  );
}

export async function campaignProblems(db: Db, id: string): Promise<TCampaignProblemRecord[]> {
  await getCampaign(db, id);
  const rows = await db
    .select({ email: d.email, status: d.status, error: d.error, updatedAt: d.updatedAt })
    .from(d)
    .where(and(eq(d.kind, CAMPAIGN_KIND), eq(d.refId, id), inArray(d.status, ['unknown', 'failed', 'bounced'])))
    .orderBy(desc(d.updatedAt))
    .limit(500);
  return rows.map((r) => ({
    email: r.email,
    status: r.status as TCampaignProblemRecord['status'],
    error: r.error,
    updated_at: r.updatedAt.toISOString(),
  }));
}

export const audienceCount = (deps: Deps, audience: TCampaignAudience) =>
  countAudience(deps.db, deps.mailLists, audience);

/** The sender as a mail's footer names it: the address part of MAIL_FROM. */
export const senderOf = (appUrl: string, mailFrom: string) => ({
  appUrl,
  productName: 'Brandforge',
  fromAddress: /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom,
});

const compiler = () => import('./campaigns.render');

export async function previewCampaign(
  config: Pick<AppDeps['config'], 'appUrl' | 'mailFrom'>,
  content: { subject: string; preheader: string; body: string },
): Promise<TCampaignPreviewRecord> {
  const { compileCampaign } = await compiler();
  const compiled = await compileCampaign(content, senderOf(config.appUrl, config.mailFrom));
  const mail = compiled.render({ firstName: null, unsubscribeUrl: `${config.appUrl}/unsubscribe` });
  return { subject: mail.subject, html: mail.html, text: mail.text, unknown_fields: compiled.unknownFields };
}

/** A test goes to the admin alone, marked as a test, with a working unsubscribe link for their own address. */
export async function sendTestCampaign(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  admin: { email: string; name: string },
  id: string,
): Promise<{ sent_to: string }> {
  const campaign = await getCampaign(deps.db, id);
  const { compileCampaign } = await compiler();
  const compiled = await compileCampaign(campaign, senderOf(deps.config.appUrl, deps.config.mailFrom));
  const token = await unsubscribeToken(
    { email: admin.email, lists: [...AUDIENCE_LISTS[campaign.audience]] },
    deps.config.authSecret,
  );
  const urls = unsubscribeUrls(deps.config.appUrl, token);
  const mail = compiled.render({ firstName: admin.name.trim().split(/\s+/)[0] ?? null, unsubscribeUrl: urls.page });
  // Delivered, not just queued: an admin testing their mail server needs to hear that it refused.
  const outcome = await deps.mailer.deliver({ ...mail, subject: `[Test] ${mail.subject}`, to: admin.email });
  if (!outcome.ok) throw new AppError(502, `${CAMPAIGN_MESSAGES.testFailed} ${outcome.error}`, 'MAIL_FAILED');
  return { sent_to: admin.email };
}
