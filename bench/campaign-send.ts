/**
 * Bulk mail benchmark: a campaign to N confirmed newsletter subscribers (10,000 by default), sent by the
 * built server to a local SMTP sink at an unthrottled rate, and the mixed read load of bench/load.ts
 * while it sends.
 *
 * Usage: npm run bench:campaign -- [--db pglite|postgres] [--recipients 10000] [--duration 30]
 *          [--connections 20] [--warmup 5] [--max-send 900] [--send-only] [--dir <tree>]
 *
 * - The server runs as its own process on a new PGlite data dir, or on PostgreSQL: DATABASE_URL when
 *   set (then the default is --db postgres; the subscribers and campaigns stay in that database), else a
 *   throwaway local cluster with --db postgres.
 * - A first start, without SMTP (mails go to its output), signs up the reading user as bench/load.ts
 *   does and an admin (ADMIN_EMAILS, sign-up, the mailed confirmation). It is then stopped, the
 *   subscribers are written with one INSERT ... SELECT generate_series, and the server starts again with
 *   SMTP_URL pointing at the sink and EMAIL_RATE_PER_MINUTE=1000000.
 * - The sink (smtp-server, in a worker thread so it does not delay the load's clock) keeps no mail: it
 *   counts them, their bytes, and how many each subscriber got, which must be exactly one per campaign.
 * - Phases, one server: warm-up; the read load alone (--duration s); campaign A sent with nothing else
 *   running; campaign B sent under the read load (the load runs from Send until the campaign is 'sent');
 *   the read load alone again (--send-only: campaign A and nothing else). Each campaign is created and
 *   sent through the HTTP API as the admin page does it, and polled every 2.5 s as the page does (every
 *   50 ms once the sink has every mail).
 * - Time to sent is from the Send request to the first answer that says 'sent'; the server's resident
 *   memory (VmRSS) is sampled every 250 ms from Send to sent.
 *
 * Prints a table, then the figures as JSON on the last line.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import type { TCampaignRecord } from '../src/shared/campaigns';
import { startThrowawayPostgres } from './lib/postgres';
import { seedUser } from './lib/seed';
import {
  argValue,
  ensureBuilt,
  loadLine,
  machineLine,
  median,
  rssMb,
  type RunningServer,
  startServer,
} from './lib/server';
import { readLoad, readPaths } from './load';

const db = argValue('--db', process.env.DATABASE_URL ? 'postgres' : 'pglite');
const recipients = Number(argValue('--recipients', '10000'));
const duration = Number(argValue('--duration', '30'));
const connections = Number(argValue('--connections', '20'));
const warmup = Number(argValue('--warmup', '5'));
const maxSendMs = Number(argValue('--max-send', '900')) * 1000;
// --send-only: campaign A alone, without the read load (to profile or compare the engine quickly).
const sendOnly = process.argv.includes('--send-only');
const root = resolve(argValue('--dir', join(import.meta.dirname, '..')));
if (db !== 'pglite' && db !== 'postgres') throw new Error('--db is pglite or postgres');
if (!(recipients >= 1)) throw new Error('--recipients is a positive number');

const PASSWORD = 'bench-password-1';
const SUBSCRIBER_DOMAIN = 'bench.example';
const subscriberEmail = `'sub-' || g || '@${SUBSCRIBER_DOMAIN}'`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- The SMTP sink: a worker thread that counts what it accepts ---------------------------------------

/** Plain JavaScript for the worker (tsx does not load TypeScript into worker threads). */
const SINK_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { SMTPServer } = require(workerData.smtpServer);
const perRecipient = new Int32Array(workerData.perRecipient);
// mails, mails to addresses other than the subscribers, bytes, connections
const totals = new Float64Array(workerData.totals);
const subscriber = new RegExp(workerData.pattern);
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onConnect(_session, callback) {
    totals[3] += 1;
    callback();
  },
  onData(stream, session, callback) {
    let bytes = 0;
    stream.on('data', (chunk) => { bytes += chunk.length; });
    stream.on('end', () => {
      totals[0] += 1;
      totals[2] += bytes;
      for (const rcpt of session.envelope.rcptTo) {
        const m = subscriber.exec(rcpt.address);
        const i = m ? Number(m[1]) : 0;
        if (i >= 1 && i < perRecipient.length) perRecipient[i] += 1;
        else totals[1] += 1;
      }
      callback();
    });
  },
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.server.address().port));
parentPort.on('message', () => server.close(() => parentPort.close()));
`;

async function startCountingSink(subscribers: number) {
  const perRecipient = new Int32Array(new SharedArrayBuffer(4 * (subscribers + 1)));
  const totals = new Float64Array(new SharedArrayBuffer(8 * 4));
  const worker = new Worker(SINK_WORKER, {
    eval: true,
    workerData: {
      smtpServer: createRequire(import.meta.url).resolve('smtp-server'),
      perRecipient: perRecipient.buffer,
      totals: totals.buffer,
      pattern: `^sub-(\\d+)@${SUBSCRIBER_DOMAIN.replaceAll('.', '\\.')}$`,
    },
  });
  const port = await new Promise<number>((res, rej) => {
    worker.once('message', res);
    worker.once('error', rej);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails: () => totals[0]!,
    /** Called between campaigns, when no mail is in flight. */
    reset() {
      perRecipient.fill(0);
      totals.fill(0);
    },
    /** Each subscriber should have exactly one mail of the campaign just sent. */
    check() {
      let missing = 0;
      let extra = 0;
      for (let i = 1; i < perRecipient.length; i++) {
        const n = perRecipient[i]!;
        if (n === 0) missing++;
        else if (n > 1) extra += n - 1;
      }
      return { mails: totals[0]!, others: totals[1]!, bytes: totals[2]!, connections: totals[3]!, missing, extra };
    },
    close: async () => {
      worker.postMessage('close');
      await Promise.race([new Promise((r) => worker.once('exit', r)), sleep(2000)]);
      await worker.terminate();
    },
  };
}

// --- An admin in a browser: a cookie jar, Origin on every call ----------------------------------------

function browserSession(initialUrl: string) {
  const cookies = new Map<string, string>();
  let base = initialUrl;
  async function call<T>(method: string, path: string, json?: unknown): Promise<T> {
    const headers: Record<string, string> = { origin: base, 'accept-encoding': 'gzip, deflate, br' };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (json !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    for (const c of res.headers.getSetCookie()) {
      const [k, ...v] = (c.split(';')[0] ?? '').split('=');
      if (k) cookies.set(k.trim(), v.join('='));
    }
    const body = (await res.json().catch(() => null)) as T;
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  }
  return {
    moveTo: (url: string) => void (base = url),
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, json?: unknown) => call<T>('POST', path, json ?? {}),
  };
}

/** Signs up `email` (in ADMIN_EMAILS) and confirms it with the token in the mail the server printed. */
async function signUpAdmin(server: RunningServer, email: string) {
  const admin = browserSession(server.url);
  await admin.post('/api/auth/sign-up/email', { name: 'Bench Admin', email, password: PASSWORD });
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    const out = server.output();
    const at = out.lastIndexOf(`MAIL to ${email}`);
    token = at >= 0 ? out.slice(at).match(/[?&]token=([^\s&]+)/)?.[1] : undefined;
    if (!token) await sleep(50);
  }
  if (!token) throw new Error(`no confirmation mail for ${email} in the server output`);
  await admin.post('/api/auth/confirm-email', { token: decodeURIComponent(token), password: PASSWORD });
  return admin;
}

// --- The campaign -----------------------------------------------------------------------------------

const BODY = `# What we shipped in November

Hi {{first_name|there}},

Three things landed this month that make planning your content faster:

- **30-day plans in one go.** Generate a whole month of scripts while you make coffee.
- **Bios for every platform.** TikTok, Instagram and LinkedIn, each in its own voice.
- **Your mission on the dashboard.** The one sentence that keeps every post on course.

Read the [full changelog](/learning) or reply to this mail: every answer reaches a person.

> "I planned a month of videos on a Sunday afternoon." A reader in Leeds

See you next month,
The Brandforge team`;

interface SendFigures {
  recipients: number;
  sendRequestMs: number;
  toSentMs: number;
  serverMs: number | null;
  mailsPerSecond: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  rssMedianMb: number;
  loadAverage: number;
  sink: ReturnType<Awaited<ReturnType<typeof startCountingSink>>['check']>;
}

async function sendCampaign(
  admin: ReturnType<typeof browserSession>,
  server: RunningServer,
  sink: Awaited<ReturnType<typeof startCountingSink>>,
  label: string,
): Promise<SendFigures> {
  const created = await admin.post<TCampaignRecord>('/api/admin/campaigns', {
    name: `Bench ${label} ${new Date().toISOString()}`,
    subject: 'November at Brandforge, {{first_name|friend}}',
    preheader: 'Plans, bios and your mission, all in one place.',
    body: BODY,
    audience: 'newsletter',
  });
  sink.reset();
  const rssBefore = rssMb(server.pid);
  const rss: number[] = [];
  const sampler = setInterval(() => rss.push(rssMb(server.pid)), 250);
  const t0 = performance.now();
  try {
    const started = await admin.post<TCampaignRecord>(`/api/admin/campaigns/${created.id}/send`);
    const sendRequestMs = performance.now() - t0;
    const total = started.stats.recipients;
    console.log(`${label}: Send answered in ${sendRequestMs.toFixed(0)} ms, ${total} recipients queued`);
    let record = started;
    let lastPoll = performance.now();
    let lastLog = 0;
    while (record.status === 'sending') {
      await sleep(50);
      const now = performance.now();
      if (now - t0 > maxSendMs) throw new Error(`${label} was still sending after ${maxSendMs / 1000} s`);
      // The admin page refreshes every 2.5 s while a campaign sends; once every mail has reached the
      // sink, look more often so the end is timed to 50 ms.
      if (now - lastPoll < (sink.mails() >= total ? 50 : 2500)) continue;
      lastPoll = now;
      record = await admin.get<TCampaignRecord>(`/api/admin/campaigns/${created.id}`);
      if (now - lastLog >= 2500) {
        lastLog = now;
        const s = (now - t0) / 1000;
        console.log(
          `  ${s.toFixed(1).padStart(6)} s | sink ${String(sink.mails()).padStart(6)} | sent ${String(record.stats.sent).padStart(6)} | ${(record.stats.sent / s).toFixed(0).padStart(5)} mails/s | RSS ${rssMb(server.pid).toFixed(0)} MB`,
        );
      }
    }
    const toSentMs = performance.now() - t0;
    if (record.status !== 'sent') throw new Error(`${label} ended ${record.status}: ${record.error}`);
    const serverMs =
      record.started_at && record.finished_at ? Date.parse(record.finished_at) - Date.parse(record.started_at) : null;
    return {
      recipients: total,
      sendRequestMs,
      toSentMs,
      serverMs,
      mailsPerSecond: record.stats.sent / (toSentMs / 1000),
      rssBeforeMb: rssBefore,
      rssPeakMb: Math.max(...rss, rssBefore),
      rssMedianMb: median(rss),
      loadAverage: loadavg()[0]!,
      sink: sink.check(),
    };
  } finally {
    clearInterval(sampler);
  }
}

// --- The read load ----------------------------------------------------------------------------------

interface LoadFigures {
  seconds: number;
  reqPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The machine's 1-minute load average when the phase ended (other work on it skews every figure). */
  loadAverage: number;
}

const loadFigures = (r: autocannon.Result): LoadFigures => ({
  seconds: r.duration,
  reqPerSecond: r.requests.total / r.duration,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  loadAverage: loadavg()[0]!,
});

/** The load until `stop()`, or for `seconds`. */
function runLoad(options: autocannon.Options, seconds: number) {
  let inst!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((res, rej) => {
    inst = autocannon({ ...options, duration: seconds }, (err: unknown, result) =>
      err ? rej(err instanceof Error ? err : new Error('autocannon failed')) : res(result),
    );
  });
  return {
    finished,
    stop: () => {
      inst.stop();
      return finished;
    },
  };
}

function printCampaigns(rows: [string, SendFigures][]) {
  console.log(`\n${loadLine()} (after)\n`);
  const s = (x: number | null) => (x === null ? '-' : `${(x / 1000).toFixed(1)} s`);
  const check = (f: SendFigures) =>
    f.sink.missing === 0 && f.sink.extra === 0
      ? `every subscriber once${f.sink.others ? ` (+${f.sink.others} others)` : ''}`
      : `${f.sink.missing} missing, ${f.sink.extra} extra`;
  console.log(
    '| campaign | recipients | Send to sent | server start to finish | mails/s | RSS before | RSS median | RSS peak | load average at end | sink |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const [name, f] of rows)
    console.log(
      `| ${name} | ${f.recipients} | ${s(f.toSentMs)} | ${s(f.serverMs)} | ${f.mailsPerSecond.toFixed(0)} | ${f.rssBeforeMb.toFixed(0)} MB | ${f.rssMedianMb.toFixed(0)} MB | ${f.rssPeakMb.toFixed(0)} MB | ${f.loadAverage.toFixed(2)} | ${check(f)} |`,
    );
}

const header = () => ({
  bench: 'campaign-send',
  at: new Date().toISOString(),
  machine: machineLine(),
  db,
  recipients,
  connections,
});

// --- The run ----------------------------------------------------------------------------------------

ensureBuilt(root);
const dataDir = mkdtempSync(join(tmpdir(), 'bf-campaign-'));
const pg = db === 'postgres' && !process.env.DATABASE_URL ? await startThrowawayPostgres() : undefined;
const databaseUrl = db === 'postgres' ? (process.env.DATABASE_URL ?? pg?.url ?? '') : '';
const adminEmail = `bench-admin-${Date.now()}@example.com`;
const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AI_PROVIDER: 'offline', ADMIN_EMAILS: adminEmail };
const sink = await startCountingSink(recipients);
let server: (RunningServer & { readyMs: number }) | undefined;
try {
  // 1. Accounts, through the sign-up flow, with mails printed by the server.
  server = await startServer(root, env);
  const { cookie, planId } = await seedUser(server, `bench-${Date.now()}@example.com`);
  const admin = await signUpAdmin(server, adminEmail);
  await server.stop();

  // 2. The subscribers, straight into the table, while no server holds the database.
  const database = await openDatabase({ url: databaseUrl || undefined, dataDir });
  const seedStarted = performance.now();
  try {
    await database.db.execute(
      sql.raw(`insert into newsletter_subscribers (email, status, confirmed_at)
        select ${subscriberEmail}, 'confirmed', now() from generate_series(1, ${recipients}) g
        on conflict (email) do nothing`),
    );
  } finally {
    await database.close();
  }
  const seedMs = performance.now() - seedStarted;

  // 3. The server that sends, its mail to the sink, unthrottled.
  server = await startServer(root, { ...env, SMTP_URL: sink.url, EMAIL_RATE_PER_MINUTE: '1000000' });
  admin.moveTo(server.url);
  const audience = await admin.get<{ recipients: number }>('/api/admin/campaigns/audience?audience=newsletter');
  const paths = readPaths(planId);

  console.log(machineLine());
  console.log(`${loadLine()} (before)`);
  console.log(
    `database: ${db}, ${recipients} subscribers written in ${seedMs.toFixed(0)} ms, audience ${audience.recipients}; ` +
      (sendOnly
        ? 'no read load'
        : `read load: ${connections} connections, ${paths.length} endpoints round-robin, ${warmup} s of warm-up`),
  );
  console.log(`server RSS before: ${rssMb(server.pid).toFixed(0)} MB\n`);

  if (sendOnly) {
    const alone = await sendCampaign(admin, server, sink, 'campaign A (alone)');
    printCampaigns([['A, alone', alone]]);
    console.log(JSON.stringify({ ...header(), campaignAlone: alone }));
  } else {
    const load = readLoad(server.url, cookie, paths, { connections, acceptEncoding: 'gzip, deflate, br' });
    try {
      if (warmup > 0) {
        const warm = loadFigures(await runLoad(load.options, warmup).finished);
        console.log(`warm-up: ${warm.reqPerSecond.toFixed(0)} req/s, p99 ${warm.p99} ms (not counted)`);
      }
      const before = loadFigures(await runLoad(load.options, duration).finished);
      console.log(
        `read load alone: ${before.reqPerSecond.toFixed(0)} req/s, p50 ${before.p50} ms, p99 ${before.p99} ms`,
      );

      const alone = await sendCampaign(admin, server, sink, 'campaign A (alone)');

      const during = runLoad(load.options, maxSendMs / 1000);
      let underLoad: SendFigures;
      try {
        underLoad = await sendCampaign(admin, server, sink, 'campaign B (under the read load)');
      } finally {
        await during.stop();
      }
      const withCampaign = loadFigures(await during.finished);

      const after = loadFigures(await runLoad(load.options, duration).finished);
      console.log(`read load alone: ${after.reqPerSecond.toFixed(0)} req/s, p50 ${after.p50} ms, p99 ${after.p99} ms`);

      printCampaigns([
        ['A, alone', alone],
        ['B, under the read load', underLoad],
      ]);
      console.log('\n| read load | seconds | req/s | p50 | p99 | errors | load average at end |');
      console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
      for (const [name, f] of [
        ['alone, before', before],
        ['while campaign B sends', withCampaign],
        ['alone, after', after],
      ] as const)
        console.log(
          `| ${name} | ${f.seconds.toFixed(0)} | ${f.reqPerSecond.toFixed(0)} | ${f.p50} ms | ${f.p99} ms | ${f.errors} | ${f.loadAverage.toFixed(2)} |`,
        );
      console.log(
        JSON.stringify({
          ...header(),
          campaignAlone: alone,
          campaignUnderLoad: underLoad,
          readLoad: { before, duringCampaign: withCampaign, after },
        }),
      );
    } finally {
      load.stop();
    }
  }
} finally {
  await server?.stop();
  await sink.close();
  pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
