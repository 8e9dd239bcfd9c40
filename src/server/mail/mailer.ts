import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (a bulk mail's List-Unsubscribe pair). */
  headers?: Record<string, string>;
  /** Instead of MAIL_FROM: a member's mail names them ("Dee via Brandforge") at MAIL_FROM's address. */
  from?: string;
  /** Where replies go: the member, not the app's no-reply address. */
  replyTo?: string;
}

/** What became of one mail handed to the transport, as the sending engine needs to know it. */
export type DeliveryOutcome =
  | { ok: true }
  /** `permanent`: the server refused the address for good (5xx); otherwise it may work later. */
  | { ok: false; permanent: boolean; error: string };

export interface Mailer {
  /** Never throws: a mail that cannot go out is logged and kept in the outbox as failed. */
  send(mail: Mail): Promise<void>;
  /**
   * For bulk mail, whose own rows record each delivery: says whether the mail went and, if not, whether
   * trying again can help. Without SMTP the mail goes to the log and the outbox, as every mail does.
   */
  deliver(mail: Mail): Promise<DeliveryOutcome>;
  /**
   * Builds and sends a mail in the background, after the request has answered (so the answer's timing
   * says nothing about whether a mail went). Never throws.
   */
  sendLater(build: () => Promise<Mail>): void;
  /** Resolves once every mail handed to `send` or `sendLater` so far is sent and recorded. */
  idle(): Promise<void>;
  close(): void;
}

interface MailerOptions {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl: string | undefined;
  /** Connecting, greeting and each reply: a dead server costs at most this per mail. */
  timeoutMs?: number;
  /** Where mails are printed when no SMTP server is configured. */
  print?: (block: string) => void;
}

/** A refusal for good is a 5xx reply; a 4xx, a timeout or a lost connection may pass on a later try. */
export function classifySmtpError(err: unknown): { permanent: boolean; error: string } {
  const e = err as { responseCode?: unknown; message?: unknown };
  const error = typeof e?.message === 'string' ? e.message : String(err);
  const code = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  return { permanent: code !== undefined && code >= 500 && code < 600, error: error.slice(0, 500) };
}

export function createMailer({
  db,
  logger,
  from,
  smtpUrl,
  timeoutMs = 30_000,
  print = (b) => process.stdout.write(b),
}: MailerOptions): Mailer {
  // nodemailer loads with the first mail: most starts send none, and without SMTP it is never needed.
  // One pool serves every mail, so a campaign reuses a few connections instead of opening one per mail.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 5,
        maxMessages: 1000,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      } as Parameters<typeof nodemailer.createTransport>[0]),
    ));

  async function record(mail: Mail, status: 'logged' | 'sent' | 'failed', error?: string) {
    try {
      await db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, status, error });
    } catch (err) {
      logger.error({ err, to: mail.to }, 'could not record mail in the outbox');
    }
  }

  async function viaSmtp(mail: Mail): Promise<DeliveryOutcome> {
    try {
      await (await smtp()).sendMail({ ...mail, from: mail.from ?? from });
      return { ok: true };
    } catch (err) {
      return { ok: false, ...classifySmtpError(err) };
    }
  }

  async function send(mail: Mail) {
    if (!smtpUrl) {
      print(formatBlock(mail));
      await record(mail, 'logged');
      return;
    }
    const outcome = await viaSmtp(mail);
    if (outcome.ok) return record(mail, 'sent');
    logger.error({ to: mail.to, subject: mail.subject, error: outcome.error }, 'SMTP delivery failed');
    await record(mail, 'failed', outcome.error);
  }
  const inFlight = new Set<Promise<void>>();
  const track = (sending: Promise<void>) => {
    const tracked = sending.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  return {
    send: (mail) => track(send(mail)),
    sendLater(build) {
      void track(build().then(send, (err: unknown) => logger.error({ err }, 'a mail could not be prepared')));
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    async deliver(mail) {
      if (!smtpUrl) {
        print(formatBlock(mail));
        await record(mail, 'logged');
        return { ok: true };
      }
      return viaSmtp(mail);
    },
    close: () =>
      void transport?.then(
        (t) => t.close(),
        () => undefined,
      ),
  };
}

function formatBlock(mail: Mail): string {
  const rule = '-'.repeat(72);
  return `\n${rule}\nMAIL to ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${rule}\n\n`;
}
