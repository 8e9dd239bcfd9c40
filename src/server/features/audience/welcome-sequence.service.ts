import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TLeadMagnetRecord } from '../../../shared/lead-magnets';
import type { TOfferRecord } from '../../../shared/offer-engineering';
import {
  WELCOME_DEFAULT_DELAYS,
  WELCOME_LIMITS,
  WELCOME_MESSAGES,
  WELCOME_SAMPLE_FIRST_NAME,
  WELCOME_SEQUENCE_FAILED,
  type TWelcomePreviewRecord,
  type TWelcomeSequenceRecord,
  type TWelcomeSequenceSave,
  type TWelcomeTestRecord,
  type TWelcomeSequenceInput,
} from '../../../shared/welcome-sequence';
import type { AiDeps } from '../../ai/generate';
import { definePipeline, type PipelineRequest, runPipeline } from '../../ai/pipeline';
import type { AppDeps } from '../../context';
import type { Db } from '../../db/client';
import { emailDeliveries as d } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { unsubscribeToken, unsubscribeUrls } from '../../mail/unsubscribe-token';
import type { Scope } from '../../saved-results';
import { leadMagnetOf } from '../lead-magnets';
import { newestOfferOf } from '../offer-engineering';
import { audienceListId } from './audience.list';
import { optinPages as p, welcomeEmails as e, welcomeSequences as q } from './audience.schema';
import { memberEmail, pageById } from './signup.service';
import { welcomeSequenceGenerator } from './welcome-sequence.generator';

/** The welcome mails' kind in `email_deliveries`; its `ref_id` is the welcome email. */
export const WELCOME_KIND = 'welcome';

type PageScope = Scope & { pageId: string };
type Sequence = typeof q.$inferSelect;

const missing = () => notFound(WELCOME_MESSAGES.notFound);
const today = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;

/** One of the member's pages; any other id (another member's included) is "not found". */
async function pageOf({ db, userId, pageId }: PageScope) {
  const [page] = await db
    .select({
      id: p.id,
      leadMagnetId: p.leadMagnetId,
      headline: p.headline,
      bullets: p.bullets,
      displayName: p.displayName,
    })
    .from(p)
    .where(and(eq(p.id, pageId), eq(p.userId, userId)));
  if (!page) throw missing();
  return page;
}

async function sequenceOf({ db, userId, pageId }: PageScope): Promise<Sequence | undefined> {
  const [row] = await db
    .select()
    .from(q)
    .where(and(eq(q.pageId, pageId), eq(q.userId, userId)));
  return row;
}

/** The sequence with each email's statistics, and how many of its due mails wait for tomorrow's limit. */
async function toRecord(db: Db, seq: Sequence, dailyLimit: number): Promise<TWelcomeSequenceRecord> {
  const mine = sql`${d.kind} = ${WELCOME_KIND} and ${d.refId} = ${e.id}`;
  const emails = await db
    .select({
      id: e.id,
      position: e.position,
      subject: e.subject,
      body: e.body,
      delayDays: e.delayDays,
      sent: sql<number>`(select count(*) from ${d} where ${mine} and ${d.status} = 'sent')::int`,
      failed: sql<number>`(select count(*) from ${d} where ${mine} and ${d.status} in ('failed', 'bounced'))::int`,
      unsubscribes: sql<number>`(select count(*) from ${d} where ${mine} and ${d.unsubscribedAt} is not null)::int`,
    })
    .from(e)
    .where(eq(e.sequenceId, seq.id))
    .orderBy(asc(e.position));
  return {
    page_id: seq.pageId,
    enabled: seq.enabled,
    enabled_at: seq.enabledAt?.toISOString() ?? null,
    offline: seq.offline,
    emails: emails.map((r) => ({
      id: r.id,
      position: r.position,
      subject: r.subject,
      body: r.body,
      delay_days: r.delayDays,
      stats: { sent: r.sent, failed: r.failed, unsubscribes: r.unsubscribes },
    })),
    waiting_for_daily_limit: seq.enabled ? await waitingForLimit(db, seq, dailyLimit) : 0,
  };
}

/**
 * Due mails of this sequence past what the member's room for today lets through. The engine counts the
 * day as it claims (docs/product/audience.md, "Limits"), over all of the member's mails.
 */
async function waitingForLimit(db: Db, seq: Sequence, dailyLimit: number): Promise<number> {
  const { rows } = (await db.execute(sql`select
      (select count(*) from ${d} where ${d.ownerId} = ${seq.userId} and ${d.claimedAt} >= ${today})::int as sent_today,
      (select count(*) from ${d} where ${d.kind} = ${WELCOME_KIND} and ${d.status} = 'queued'
        and ${d.nextAttemptAt} <= now()
        and ${d.refId} in (select ${e.id} from ${e} where ${e.sequenceId} = ${seq.id}))::int as due`)) as {
    rows: { sent_today: number; due: number }[];
  };
  const room = Math.max(0, dailyLimit - Number(rows[0]?.sent_today ?? 0));
  return Math.max(0, Number(rows[0]?.due ?? 0) - room);
}

export async function getSequence(deps: Pick<AppDeps, 'config'>, scope: PageScope): Promise<TWelcomeSequenceRecord> {
  const seq = await sequenceOf(scope);
  if (!seq) throw missing();
  return toRecord(scope.db, seq, deps.config.email.memberDailyLimit);
}

/**
 * Writes the emails in order: a listed id keeps its email (and its sent mail's statistics), an email
 * without one is added, and one left out is deleted with its queued mails skipped. Waits that are
 * already due for someone go at the next tick; what was sent stays sent.
 */
async function writeEmails(
  tx: Db,
  seq: Sequence,
  emails: { id?: string; subject: string; body: string; delayDays: number }[],
) {
  const existing = await tx.select({ id: e.id }).from(e).where(eq(e.sequenceId, seq.id));
  const known = new Set(existing.map((r) => r.id));
  if (emails.some((m) => m.id && !known.has(m.id))) throw badRequest(WELCOME_MESSAGES.unknownEmail);
  const kept = new Set(emails.flatMap((m) => (m.id ? [m.id] : [])));
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length) {
    await tx.delete(e).where(and(eq(e.sequenceId, seq.id), inArray(e.id, removed)));
    await tx
      .update(d)
      .set({ status: 'skipped', error: 'Removed from the welcome sequence before it was sent.', updatedAt: sql`now()` })
      .where(and(eq(d.kind, WELCOME_KIND), inArray(d.refId, removed), eq(d.status, 'queued')));
  }
  for (const [i, m] of emails.entries()) {
    const values = { position: i + 1, subject: m.subject, body: m.body, delayDays: m.delayDays };
    if (m.id)
      await tx
        .update(e)
        .set({ ...values, updatedAt: sql`now()` })
        .where(and(eq(e.id, m.id), eq(e.sequenceId, seq.id)));
    else await tx.insert(e).values({ ...values, sequenceId: seq.id, userId: seq.userId });
  }
  await tx
    .update(q)
    .set({ updatedAt: sql`now()` })
    .where(eq(q.id, seq.id));
}

/** The generator's input: the page, its lead magnet and the member's newest offer (docs/product/audience.md). */
function generatorInput(
  page: Awaited<ReturnType<typeof pageOf>>,
  magnet: TLeadMagnetRecord,
  offer: TOfferRecord | undefined,
): TWelcomeSequenceInput {
  const text = (items: readonly string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);
  // Read with care: the content is the lead magnet's stored JSON document.
  const content = magnet.generated_content as Partial<TLeadMagnetRecord['generated_content']> | null;
  const core = offer?.offer.core_offer;
  return {
    leadMagnet: {
      title: magnet.title,
      type: magnet.lead_magnet_type,
      audience: magnet.target_audience,
      painPoints: text(magnet.pain_points).slice(0, 15),
      sections: (magnet.content_outline?.sections ?? [])
        .filter((s) => s.title?.trim())
        .slice(0, 12)
        .map((s) => ({ title: s.title, summary: s.description?.trim() || undefined })),
      takeaways: text([
        ...(content?.mainContent ?? []).flatMap((m) => (m.keyPoints ?? []).slice(0, 2)),
        ...(content?.actionableItems ?? []),
      ]).slice(0, 20),
    },
    page: { headline: page.headline, bullets: text(page.bullets).slice(0, 5) },
    senderName: page.displayName,
    offer: core
      ? {
          name: core.name,
          headline: core.headline,
          outcome: core.dream_outcome,
          deliverables: text(core.deliverables).slice(0, 8),
        }
      : null,
  };
}

const pipeline = definePipeline({
  generator: welcomeSequenceGenerator,
  // docs/product/audience.md: no monthly quota; the hourly limit on AI requests applies.
  failure: (reason) => `${WELCOME_SEQUENCE_FAILED}${reason}`,
  async prepare({ deps, userId, request }: { deps: AiDeps; userId: string; request: { pageId: string } }) {
    const scope = { db: deps.db, userId, pageId: request.pageId };
    const page = await pageOf(scope);
    if ((await sequenceOf(scope))?.enabled) throw conflict(WELCOME_MESSAGES.turnOffFirst);
    const [magnet, offer] = await Promise.all([
      leadMagnetOf({ db: deps.db, userId, id: page.leadMagnetId }),
      newestOfferOf({ db: deps.db, userId }),
    ]);
    return generatorInput(page, magnet, offer);
  },
  async save({ deps, tx, userId, request, output, offline }) {
    // Created off, or taken over only while off: a sequence turned on meanwhile is not rewritten under its readers.
    const [seq] = await tx
      .insert(q)
      .values({ userId, pageId: request.pageId, offline })
      .onConflictDoUpdate({
        target: q.pageId,
        set: { offline, updatedAt: sql`now()` },
        setWhere: and(eq(q.enabled, false), eq(q.userId, userId)),
      })
      .returning();
    if (!seq) throw conflict(WELCOME_MESSAGES.turnOffFirst);
    const current = await tx.select({ id: e.id }).from(e).where(eq(e.sequenceId, seq.id)).orderBy(asc(e.position));
    await writeEmails(
      tx,
      seq,
      output.emails.map((m, i) => ({
        id: current[i]?.id,
        subject: m.subject,
        body: m.body,
        delayDays: WELCOME_DEFAULT_DELAYS[i] ?? WELCOME_LIMITS.delayMax,
      })),
    );
    return toRecord(tx, seq, deps.config.email.memberDailyLimit);
  },
});

/** "Write my welcome sequence": generates and saves, only while the sequence is off; a failure saves nothing. */
export const generateSequence = (o: {
  deps: AiDeps;
  userId: string;
  pageId: string;
  onPartial?: PipelineRequest<unknown>['onPartial'];
}) => runPipeline(pipeline, { deps: o.deps, userId: o.userId, request: { pageId: o.pageId }, onPartial: o.onPartial });

/** Saves the edited emails; the sequence may be on, and the edit reaches every mail not yet sent. */
export async function saveSequence(
  deps: Pick<AppDeps, 'config'>,
  scope: PageScope,
  request: TWelcomeSequenceSave,
): Promise<TWelcomeSequenceRecord> {
  return scope.db.transaction(async (tx) => {
    const [seq] = await tx
      .select()
      .from(q)
      .where(and(eq(q.pageId, scope.pageId), eq(q.userId, scope.userId)))
      .for('update');
    if (!seq) throw missing();
    await writeEmails(
      tx,
      seq,
      request.emails.map((m) => ({ id: m.id, subject: m.subject, body: m.body, delayDays: m.delayDays })),
    );
    return toRecord(tx, seq, deps.config.email.memberDailyLimit);
  });
}

/** On and off are single guarded updates: a second click finds nothing to change and answers 409. */
export async function setEnabled(
  deps: Pick<AppDeps, 'config'>,
  scope: PageScope,
  enabled: boolean,
): Promise<TWelcomeSequenceRecord> {
  const { db, userId, pageId } = scope;
  const enough = sql`(select count(*) from ${e} where ${e.sequenceId} = ${q.id}) >= ${WELCOME_LIMITS.emailsMin}`;
  const [row] = await db
    .update(q)
    .set({ enabled, enabledAt: enabled ? sql`now()` : null, updatedAt: sql`now()` })
    .where(and(eq(q.pageId, pageId), eq(q.userId, userId), eq(q.enabled, !enabled), enabled ? enough : undefined))
    .returning();
  if (row) return toRecord(db, row, deps.config.email.memberDailyLimit);
  const seq = await sequenceOf(scope);
  if (!seq) throw missing();
  if (seq.enabled === enabled) throw conflict(enabled ? WELCOME_MESSAGES.alreadyOn : WELCOME_MESSAGES.alreadyOff);
  throw conflict(WELCOME_MESSAGES.tooFewToEnable);
}

const compiler = () => import('./welcome-sequence.render');

/** What the mails of this page are signed and explained with. */
async function senderOf(deps: Pick<AppDeps, 'config' | 'db'>, scope: PageScope) {
  await pageOf(scope);
  const page = await pageById(deps.db, scope.pageId);
  if (!page) throw missing();
  return {
    appUrl: deps.config.appUrl,
    mailFrom: deps.config.mailFrom,
    displayName: page.displayName,
    replyTo: await memberEmail(deps.db, scope.userId),
    title: page.title,
  };
}

/** The email being edited, rendered exactly as it is sent, to a reader called Alex. */
export async function previewEmail(
  deps: Pick<AppDeps, 'config' | 'db'>,
  scope: PageScope,
  content: { subject: string; body: string },
): Promise<TWelcomePreviewRecord> {
  const sender = await senderOf(deps, scope);
  const render = await (await compiler()).compileWelcomeEmail(content, sender);
  const mail = render({ firstName: WELCOME_SAMPLE_FIRST_NAME, unsubscribeUrl: `${deps.config.appUrl}/unsubscribe` });
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/** A saved email to the member's own address now, marked as a test; no delivery is recorded for it. */
export async function sendTestEmail(
  deps: Pick<AppDeps, 'config' | 'db' | 'mailer'>,
  scope: PageScope & { member: { email: string; name: string } },
  emailId: string,
): Promise<TWelcomeTestRecord> {
  const seq = await sequenceOf(scope);
  if (!seq) throw missing();
  const [email] = await scope.db
    .select({ subject: e.subject, body: e.body })
    .from(e)
    .where(and(eq(e.id, emailId), eq(e.sequenceId, seq.id)));
  if (!email) throw notFound(WELCOME_MESSAGES.emailNotFound);
  const render = await (await compiler()).compileWelcomeEmail(email, await senderOf(deps, scope));
  const { member } = scope;
  const token = await unsubscribeToken(
    { email: member.email, lists: [audienceListId(scope.userId)] },
    deps.config.authSecret,
  );
  const mail = render({
    firstName: member.name.trim().split(/\s+/)[0] ?? null,
    unsubscribeUrl: unsubscribeUrls(deps.config.appUrl, token).page,
  });
  // Delivered, not just queued: a member testing their email needs to hear that the server refused it.
  const outcome = await deps.mailer.deliver({ ...mail, subject: `[Test] ${mail.subject}`, to: member.email });
  if (!outcome.ok) throw new AppError(502, `${WELCOME_MESSAGES.testFailed} ${outcome.error}`, 'MAIL_FAILED');
  return { sent_to: member.email };
}
