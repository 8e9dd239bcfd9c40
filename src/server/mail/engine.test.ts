import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { bulkEmailCampaigns, emailDeliveries, newsletterSubscribers } from '../db/schema';
import { queueRecipients } from '../features/admin/campaigns.audience';
import { projectRoot } from '../paths';
import { type Runtime, startRuntime } from '../runtime';
import { freshDatabaseUrl } from '../test/database';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink';

const SECRET = 'engine-secret-engine-secret-engine-0123';
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where the database lives: a PGlite data dir (one process at a time) or a PostgreSQL database. */
async function databaseFor(prefix: string) {
  const pgDb = await freshDatabaseUrl();
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const env: Record<string, string> = pgDb.url
    ? { DATABASE_URL: pgDb.url, DATA_DIR: dir }
    : { DATA_DIR: dir, DATABASE_URL: '' };
  return {
    env,
    isPostgres: Boolean(pgDb.url),
    open: (over: Record<string, string> = {}, autoStart = false): Promise<Runtime> =>
      startRuntime(loadConfig({ AUTH_SECRET: SECRET, LOG_LEVEL: 'silent', ...env, ...over }), {
        printMail: () => {},
        mailEngine: { autoStart },
      }),
    async drop() {
      await pgDb.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A sending campaign to `count` confirmed subscribers, written before any engine runs. */
async function seedCampaign(rt: Runtime, count: number): Promise<{ id: string; emails: string[] }> {
  const { db } = rt.deps;
  const emails = Array.from({ length: count }, (_, i) => `reader-${String(i).padStart(4, '0')}@example.org`);
  await db.insert(newsletterSubscribers).values(emails.map((email) => ({ email, status: 'confirmed' as const })));
  const [c] = await db
    .insert(bulkEmailCampaigns)
    .values({
      name: 'Crash test',
      subject: 'Hello {{first_name}}',
      body: 'Body',
      audience: 'newsletter',
      status: 'sending',
    })
    .returning();
  if (!c) throw new Error('no campaign');
  await queueRecipients(db, rt.deps.mailLists, { campaignId: c.id, audience: 'newsletter' });
  return { id: c.id, emails };
}

function expectEachOnce(sink: SmtpSink, emails: string[]) {
  const counts = new Map<string, number>();
  for (const m of sink.received) for (const to of m.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1);
  expect(twice).toEqual([]);
  return emails.filter((e) => counts.has(e));
}

const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
});

function server(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: projectRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', AUTH_SECRET: SECRET, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(proc);
  let out = '';
  proc.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => proc.on('exit', () => resolve()));
  return { proc, exited, output: () => out };
}

describe('the mail engine across processes', () => {
  it('resumes a campaign after kill -9 and mails nobody twice; the unconfirmed mails are listed as unknown', async () => {
    const sink = await startSmtpSink(() => undefined, { delayMs: 100 });
    const database = await databaseFor('bf-engine-crash-');
    try {
      const seed = await database.open();
      const { id, emails } = await seedCampaign(seed, 120);
      await seed.close();

      const env = {
        ...database.env,
        SMTP_URL: sink.url,
        // 20 a second: claims of 20, so a claimed mail's lease is 5 × SMTP_TIMEOUT_MS.
        EMAIL_RATE_PER_MINUTE: '1200',
        SMTP_TIMEOUT_MS: '1000',
      };
      const first = server({ ...env, PORT: String(await freePort()) });
      for (let i = 0; i < 300 && sink.received.length < 30; i++) await sleep(50);
      expect(sink.received.length, first.output()).toBeGreaterThanOrEqual(30);
      first.proc.kill('SIGKILL');
      await first.exited;
      const atKill = sink.received.length;
      expect(atKill).toBeLessThan(emails.length);

      const port = await freePort();
      const second = server({ ...env, PORT: String(port) });
      for (let i = 0; i < 600; i++) {
        const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ready) break;
        if (second.proc.exitCode !== null) throw new Error(second.output());
        await sleep(100);
      }
      // Done when nothing has arrived for longer than a claimed mail's lease (5 × SMTP_TIMEOUT_MS).
      let last = -1;
      let quietSince = Date.now();
      for (let i = 0; i < 600; i++) {
        await sleep(100);
        if (sink.received.length !== last) {
          last = sink.received.length;
          quietSince = Date.now();
        } else if (Date.now() - quietSince > 7000) break;
      }
      second.proc.kill('SIGTERM');
      await second.exited;

      const mailed = expectEachOnce(sink, emails);
      expect(mailed.length).toBeGreaterThan(atKill);
      const after = await database.open();
      try {
        const rows = await after.deps.db.select().from(emailDeliveries).where(eq(emailDeliveries.refId, id));
        const by = (s: string) => rows.filter((r) => r.status === s);
        expect(by('queued').length + by('sending').length).toBe(0);
        // Every row the engine calls sent was received; an unknown one may or may not have been.
        for (const r of by('sent')) expect(mailed).toContain(r.email);
        expect(by('sent').length + by('unknown').length).toBe(emails.length);
        expect(by('unknown').length).toBeLessThanOrEqual(20);
        const [campaign] = await after.deps.db.select().from(bulkEmailCampaigns).where(eq(bulkEmailCampaigns.id, id));
        expect(campaign?.status).toBe('sent');
      } finally {
        await after.close();
      }
    } finally {
      await sink.close();
      await database.drop();
    }
  }, 90_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets two instances on one PostgreSQL share a campaign without mailing anyone twice',
    async () => {
      const sink = await startSmtpSink(() => undefined, { delayMs: 5 });
      const database = await databaseFor('bf-engine-two-');
      const over = { SMTP_URL: sink.url, EMAIL_RATE_PER_MINUTE: '100000' };
      const seed = await database.open(over);
      const { id, emails } = await seedCampaign(seed, 300);
      await seed.close();
      const [a, b] = await Promise.all([database.open(over, true), database.open(over, true)]);
      try {
        for (let i = 0; i < 600; i++) {
          const [c] = await a.deps.db.select().from(bulkEmailCampaigns).where(eq(bulkEmailCampaigns.id, id));
          if (c?.status === 'sent') break;
          await sleep(100);
        }
        expect(expectEachOnce(sink, emails)).toHaveLength(emails.length);
        const senders = await a.deps.db
          .select({ by: emailDeliveries.claimedBy, n: sql<number>`count(*)::int` })
          .from(emailDeliveries)
          .where(eq(emailDeliveries.refId, id))
          .groupBy(emailDeliveries.claimedBy);
        expect(senders).toHaveLength(2);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await sink.close();
        await database.drop();
      }
    },
    90_000,
  );
});
