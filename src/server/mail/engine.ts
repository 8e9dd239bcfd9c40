import { randomUUID } from 'node:crypto';
import { or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import {
  claimDeliveries,
  type Delivery,
  expireLeases,
  markBounced,
  markRetry,
  markSent,
  markSkipped,
  releaseClaims,
} from './deliveries';
import type { MailLists } from './lists';
import { suppressed } from './lists';
import type { Mail, Mailer } from './mailer';
import { listUnsubscribeHeaders, unsubscribeToken, unsubscribeUrls } from './unsubscribe-token';

/** What a delivery's mail is made from, once its unsubscribe link is known. */
export type RenderDelivery = (
  row: Delivery,
  unsubscribeUrl: string,
) => Omit<Mail, 'to' | 'headers'> | Promise<Omit<Mail, 'to' | 'headers'>>;

/**
 * A kind of bulk mail (a campaign; later a member's sequence). The engine owns the sending; a source
 * says which of its records may send now, how a row's mail reads, and keeps its records' state.
 */
export interface MailSource {
  kind: string;
  /** The rows that may go now (e.g. of campaigns that are sending, not paused), as a condition on `email_deliveries`. */
  active: SQL;
  /** Once per record: the renderer for its rows, or null when the record is gone (its rows are skipped). */
  prepare(ctx: SourceContext, refId: string): Promise<RenderDelivery | null>;
  /**
   * How long a record's renderer is reused; a record that may be edited while it sends (a welcome email)
   * keeps it short, so an edit reaches the mails not yet sent. Ten minutes when unset.
   */
  renderCacheMs?: number;
  /** Every cycle: start what is due, close what has no row left to send. */
  tick?(ctx: SourceContext): Promise<void>;
}

/** What a source reads besides its own tables. */
export interface SourceContext {
  db: Db;
  lists: MailLists;
  logger: Logger;
  appUrl: string;
  mailFrom: string;
  /** Signs the links a source puts in its mails (a download link). */
  secret: string;
}

export interface EngineOptions {
  db: Db;
  logger: Logger;
  mailer: Mailer;
  lists: MailLists;
  sources: readonly MailSource[];
  appUrl: string;
  mailFrom: string;
  secret: string;
  ratePerMinute: number;
  smtpTimeoutMs: number;
  unsubscribeMailto?: string;
  /** Mails to one member's audience (rows with an owner) per UTC day; past it their rows wait for the next day. */
  memberDailyLimit?: number;
  /** A first retry waits this long, each next one twice as long. */
  retryBaseMs?: number;
  maxAttempts?: number;
  /** How often an idle engine looks for work. */
  tickMs?: number;
  /** false: no loop of its own; only `drain()` sends (tests that decide when each cycle runs). */
  autoStart?: boolean;
}

export interface MailEngine {
  /** Look for work now (after queueing a send). */
  wake(): void;
  /** Runs one cycle now and waits for it: for tests and the benchmark. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

/** The most mails one cycle claims: at a fast rate, fewer and larger claims cost the database less per mail. */
const BATCH_MAX = 100;
/** The SMTP pool's connections (mailer.ts). */
const POOL = 5;
/** Sent rows are confirmed in groups of this many: one statement instead of one per mail. */
const CONFIRM_EVERY = 20;

export function startMailEngine(o: EngineOptions): MailEngine {
  const { db, logger, mailer } = o;
  const workerId = randomUUID();
  const tickMs = o.tickMs ?? 1000;
  const retryBaseMs = o.retryBaseMs ?? 60_000;
  const maxAttempts = o.maxAttempts ?? 6;
  // Spread over the minute rather than all at its start: a slow rate sends one mail at a time.
  const perTick = Math.max(1, Math.min(BATCH_MAX, Math.ceil((o.ratePerMinute * tickMs) / 60_000)));
  // A claimed batch waits its turn in the pool: its lease covers every mail ahead of it timing out.
  const leaseMs = o.smtpTimeoutMs * (Math.ceil(perTick / POOL) + 1);
  const bySource = new Map(o.sources.map((s) => [s.kind, s]));
  const active = or(...o.sources.map((s) => s.active));
  const ctx: SourceContext = { db, lists: o.lists, logger, appUrl: o.appUrl, mailFrom: o.mailFrom, secret: o.secret };
  const renderers = new Map<string, Promise<RenderDelivery | null>>();
  let stopping = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let cycleRunning: Promise<number> | undefined;
  let lastHousekeeping = 0;

  const renderer = (row: Delivery) => {
    const key = `${row.kind}:${row.refId}`;
    let r = renderers.get(key);
    if (!r) {
      const source = bySource.get(row.kind);
      r = source ? source.prepare(ctx, row.refId) : Promise.resolve(null);
      renderers.set(key, r);
      // A record's content is fixed while it sends; the cache only spares a render per batch.
      setTimeout(() => renderers.delete(key), source?.renderCacheMs ?? 10 * 60_000).unref();
      r.catch(() => renderers.delete(key));
    }
    return r;
  };

  // Rows the SMTP server accepted, confirmed together; a crash before that leaves them unknown, never resent.
  let accepted: string[] = [];
  const flushAccepted = async () => {
    const ids = accepted;
    accepted = [];
    await markSent(db, ids, workerId);
  };
  const confirm = (id: string) => {
    accepted.push(id);
    return accepted.length >= CONFIRM_EVERY ? flushAccepted() : undefined;
  };

  async function sendOne(row: Delivery) {
    const render = await renderer(row);
    if (!render) return markSkipped(db, [row.id], workerId, 'What this mail was made from no longer exists.');
    const token = await unsubscribeToken({ email: row.email, lists: row.lists, deliveryId: row.id }, o.secret);
    const urls = unsubscribeUrls(o.appUrl, token);
    const mail: Mail = {
      ...(await render(row, urls.page)),
      to: row.email,
      headers: listUnsubscribeHeaders(urls.oneClick, o.unsubscribeMailto),
    };
    const outcome = await mailer.deliver(mail);
    if (outcome.ok) return confirm(row.id);
    if (outcome.permanent) return markBounced(db, row, workerId, outcome.error);
    const retryInMs = Math.min(retryBaseMs * 2 ** (row.attempts - 1), 6 * 60 * 60_000);
    logger.warn({ deliveryId: row.id, attempt: row.attempts, error: outcome.error }, 'mail will be retried');
    return markRetry(db, row, workerId, { error: outcome.error, retryInMs, maxAttempts });
  }

  async function sendBatch(rows: Delivery[]) {
    // Consent is read again now, not when the campaign started: someone who left since gets nothing.
    const recipients = rows.map((r) => ({ email: r.email, lists: r.lists }));
    const [agree, bounced] = await Promise.all([
      o.lists.consenting(db, recipients),
      suppressed(
        db,
        rows.map((r) => r.email),
      ),
    ]);
    const go: Delivery[] = [];
    const left: string[] = [];
    const bouncedBefore: string[] = [];
    for (const r of rows) {
      if (bounced.has(r.email)) bouncedBefore.push(r.id);
      else if (!agree.has(r.email)) left.push(r.id);
      else go.push(r);
    }
    await markSkipped(db, left, workerId, 'Unsubscribed before this mail was sent.');
    await markSkipped(db, bouncedBefore, workerId, 'This address bounced before.');
    const results = await Promise.allSettled(go.map(sendOne));
    await flushAccepted();
    for (const [i, r] of results.entries())
      if (r.status === 'rejected')
        logger.error({ err: r.reason, deliveryId: go[i]?.id }, 'a delivery could not be recorded');
  }

  /** Lapsed leases and the sources' starts and ends: once a tick, not once a batch, at a fast rate. */
  async function housekeeping(force: boolean) {
    if (!force && Date.now() - lastHousekeeping < tickMs) return;
    lastHousekeeping = Date.now();
    await expireLeases(db);
    for (const s of o.sources) await s.tick?.(ctx);
  }

  async function cycle(force = false): Promise<number> {
    await housekeeping(force);
    if (!active) return 0;
    const rows = await claimDeliveries(db, {
      workerId,
      limit: perTick,
      leaseMs,
      ratePerMinute: o.ratePerMinute,
      active,
      ownerDailyLimit: o.memberDailyLimit,
    });
    if (stopping) {
      await releaseClaims(
        db,
        rows.map((r) => r.id),
        workerId,
      );
      return 0;
    }
    await sendBatch(rows);
    return rows.length;
  }

  const runCycle = (force = false) => (cycleRunning ??= cycle(force).finally(() => (cycleRunning = undefined)));

  async function loop() {
    while (!stopping) {
      let sent = 0;
      try {
        sent = await runCycle();
      } catch (err) {
        logger.error({ err }, 'the mail engine could not run a cycle');
      }
      // A full batch under a fast rate means more is waiting: go on at once.
      if (sent >= perTick && perTick === BATCH_MAX) continue;
      if (woken) {
        woken = false;
        continue;
      }
      await new Promise<void>((resolve) => {
        wakeUp = resolve;
        setTimeout(resolve, tickMs).unref();
      });
    }
  }

  const looping = o.autoStart === false ? Promise.resolve() : loop();
  return {
    wake() {
      woken = true;
      wakeUp?.();
    },
    drain: () => runCycle(true),
    async stop() {
      stopping = true;
      wakeUp?.();
      await looping;
    },
  };
}
