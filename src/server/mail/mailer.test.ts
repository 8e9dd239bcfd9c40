import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../test/harness';
import { createMailer } from './mailer';
import { verifyEmailMail } from './templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP sink: accepts every message and keeps it. */
async function startSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let sink: Awaited<ReturnType<typeof startSink>>;
let t: TestApp;
beforeAll(async () => {
  sink = await startSink();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Brandforge <hello@brand.test>' });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

describe('mail over SMTP', () => {
  it('delivers the sign-up verification mail to the SMTP server and records it as sent', async () => {
    const res = await t.agent().request('/api/auth/sign-up/email', {
      json: { name: 'Mia', email: 'mia@example.com', password: 'long-enough-1' },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => sink.received.length).toBe(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('hello@brand.test');
    expect(mail?.to).toEqual(['mia@example.com']);
    expect(mail?.raw).toContain('Subject: Confirm your email for Brandforge');
    expect(mail?.raw).toContain('text/plain');
    expect(mail?.raw).toContain('text/html');
    const [row] = await t.mailsTo('mia@example.com');
    expect(row?.status).toBe('sent');
  });

  it('keeps a mail it could not deliver as failed instead of failing the request', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      db: t.db,
      logger: t.deps.logger,
      from: 'x@y.z',
      smtpUrl: 'smtp://127.0.0.1:1',
      print: (b) => printed.push(b),
    });
    await mailer.send(await verifyEmailMail('lost@example.com', 'http://localhost:3000/x'));
    const [row] = await t.mailsTo('lost@example.com');
    expect(row?.status).toBe('failed');
    expect(row?.error).toBeTruthy();
    expect(printed).toEqual([]);
  });
});

describe('mail without SMTP', () => {
  it('prints one block with the link and keeps the mail in the outbox', async () => {
    const printed: string[] = [];
    const mailer = createMailer({
      db: t.db,
      logger: t.deps.logger,
      from: 'x@y.z',
      smtpUrl: undefined,
      print: (b) => printed.push(b),
    });
    await mailer.send(
      await verifyEmailMail('log@example.com', 'http://localhost:3000/api/auth/verify-email?token=abc&x=1'),
    );
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('MAIL to log@example.com');
    expect(printed[0]).toContain('http://localhost:3000/api/auth/verify-email?token=abc&x=1');
    const [row] = await t.mailsTo('log@example.com');
    expect(row?.status).toBe('logged');
    expect(row?.html).toContain('token=abc&amp;x=1');
  });
});
