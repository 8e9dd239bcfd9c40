import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../logger';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Never throws: a mail that cannot go out is logged and kept in the outbox as failed. */
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface MailerOptions {
  db: Db;
  logger: Logger;
  from: string;
  smtpUrl: string | undefined;
  /** Where mails are printed when no SMTP server is configured. */
  print?: (block: string) => void;
}

export function createMailer({
  db,
  logger,
  from,
  smtpUrl,
  print = (b) => process.stdout.write(b),
}: MailerOptions): Mailer {
  // nodemailer loads with the first mail: most starts send none, and without SMTP it is never needed.
  let transport: Promise<Transporter> | undefined;
  const smtp = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));

  async function record(mail: Mail, status: 'logged' | 'sent' | 'failed', error?: string) {
    try {
      await db.insert(mailOutbox).values({ ...mail, status, error });
    } catch (err) {
      logger.error({ err, to: mail.to }, 'could not record mail in the outbox');
    }
  }

  return {
    async send(mail) {
      if (!smtpUrl) {
        print(formatBlock(mail));
        await record(mail, 'logged');
        return;
      }
      try {
        await (await smtp()).sendMail({ from, ...mail });
        await record(mail, 'sent');
      } catch (err) {
        logger.error({ err, to: mail.to, subject: mail.subject }, 'SMTP delivery failed');
        await record(mail, 'failed', err instanceof Error ? err.message : String(err));
      }
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
