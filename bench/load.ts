/**
 * Mixed authenticated read load against a built server: seeds a user with data, then autocannon sends
 * the reads a signed-in browser makes (missions, usage, profile, dashboard, plans, one plan, discoveries,
 * bios, AI status, session, active job) round-robin from N connections for D seconds. Prints req/s,
 * p50/p99 and errors once a second with the server's resident memory, then the totals.
 * Usage: npx tsx bench/load.ts [--db pglite|postgres] [--duration 60] [--connections 20] [--warmup 5] [--dir <tree>] [--no-gzip]
 *   --warmup: seconds of the same load first, not counted, so the figures are those of a server
 *   whose code has been compiled (0 counts the first requests too).
 *   --db postgres uses DATABASE_URL when set, else a throwaway local cluster.
 *   --dir runs another checkout's build (e.g. the code before a change) with this script.
 * bench/campaign-send.ts imports `readPaths` and `readLoad` to send the same load while a campaign goes out.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from './lib/postgres';
import { seedUser } from './lib/seed';
import { argValue, ensureBuilt, loadLine, machineLine, median, peakRssMb, rssMb, startServer } from './lib/server';

/** The reads a signed-in browser makes, round-robin; `only` keeps those whose path contains it. */
export const readPaths = (planId: string, only = '') =>
  [
    '/api/missions',
    '/api/usage',
    '/api/profile',
    '/api/dashboard',
    '/api/content-plans',
    `/api/content-plans/${planId}`,
    '/api/niche-discoveries',
    '/api/social-bios',
    '/api/ai/status',
    '/api/auth/get-session',
    '/api/content-strategy/jobs/active',
    // --only <text>: just the endpoints whose path contains it, to find which one costs.
  ].filter((path) => path.includes(only));

/**
 * autocannon's options for the mixed read load of one signed-in user, and the timer that keeps its
 * session cookie renewed; `stop()` it once the load is over.
 */
export function readLoad(
  url: string,
  cookie: string,
  paths: string[],
  { connections, acceptEncoding }: { connections: number; acceptEncoding: string },
) {
  // A browser stores the renewed session cookie an API answer carries; autocannon does not, so this
  // renews the shared copy once a second the way a browser would.
  let sessionCookie = cookie;
  const renew = setInterval(() => {
    void fetch(`${url}/api/auth/get-session`, { headers: { cookie: sessionCookie } }).then((res) => {
      const jar = new Map(
        sessionCookie.split('; ').map((c) => [c.slice(0, c.indexOf('=')), c.slice(c.indexOf('=') + 1)] as const),
      );
      for (const c of res.headers.getSetCookie()) {
        const [k, ...v] = (c.split(';')[0] ?? '').split('=');
        if (k) jar.set(k, v.join('='));
      }
      sessionCookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    });
  }, 1000);
  const options = {
    url,
    connections,
    // Browsers ask for compressed answers; the figures include compressing them.
    headers: { 'accept-encoding': acceptEncoding },
    requests: paths.map((path) => ({
      method: 'GET' as const,
      path,
      setupRequest: (req: autocannon.Request) => ({ ...req, headers: { ...req.headers, cookie: sessionCookie } }),
    })),
  };
  return { options, stop: () => clearInterval(renew) };
}

async function main() {
  const db = argValue('--db', 'pglite');
  const duration = Number(argValue('--duration', '60'));
  const connections = Number(argValue('--connections', '20'));
  const warmup = Number(argValue('--warmup', '5'));
  const root = resolve(argValue('--dir', join(import.meta.dirname, '..')));
  // --no-gzip: answers uncompressed, to tell the cost of compressing from the rest.
  const acceptEncoding = process.argv.includes('--no-gzip') ? 'identity' : 'gzip, deflate, br';
  if (db !== 'pglite' && db !== 'postgres') throw new Error('--db is pglite or postgres');

  ensureBuilt(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'bf-load-'));
  const pg = db === 'postgres' && !process.env.DATABASE_URL ? await startThrowawayPostgres() : undefined;
  const databaseUrl = db === 'postgres' ? (process.env.DATABASE_URL ?? pg?.url ?? '') : '';

  const server = await startServer(root, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, AI_PROVIDER: 'offline' });
  try {
    const { cookie, planId } = await seedUser(server);
    const only = argValue('--only', '');
    const paths = readPaths(planId, only);
    const rssBefore = rssMb(server.pid);
    console.log(machineLine());
    console.log(`${loadLine()} (before)`);
    console.log(
      `database: ${db}, ${connections} connections, ${duration} s after ${warmup} s of warm-up, ${paths.length} endpoints round-robin`,
    );
    console.log(`server RSS after seeding: ${rssBefore.toFixed(0)} MB\n`);
    console.log('  s |  req/s |  p50 ms |  p99 ms | errors | RSS MB');

    // Per-second figures come from the responses themselves; autocannon's own totals are printed at the end.
    let second: number[] = [];
    let secondErrors = 0;
    const rssSeries: number[] = [];
    const load = readLoad(server.url, cookie, paths, { connections, acceptEncoding });
    const options = load.options;
    if (warmup > 0) {
      const warm = await autocannon({ ...options, duration: warmup });
      console.log(`warm-up | ${warm.requests.average.toFixed(0)} req/s, p99 ${warm.latency.p99} ms (not counted)`);
    }
    let inst!: autocannon.Instance;
    const finished = new Promise<autocannon.Result>((resolve, reject) => {
      inst = autocannon({ ...options, duration }, (err: unknown, result) =>
        err ? reject(err instanceof Error ? err : new Error('autocannon failed')) : resolve(result),
      );
    });
    inst.on('response', (_client, status, _bytes, ms) => {
      second.push(ms);
      if (status >= 400) secondErrors++;
    });
    inst.on('reqError', () => secondErrors++);
    let tick = 0;
    const timer = setInterval(() => {
      const xs = second.sort((a, b) => a - b);
      const pct = (p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? NaN;
      const rss = rssMb(server.pid);
      rssSeries.push(rss);
      console.log(
        `${String(++tick).padStart(3)} | ${String(xs.length).padStart(6)} | ${pct(0.5).toFixed(1).padStart(7)} | ${pct(0.99).toFixed(1).padStart(7)} | ${String(secondErrors).padStart(6)} | ${rss.toFixed(0).padStart(6)}`,
      );
      second = [];
      secondErrors = 0;
    }, 1000);
    const result = await finished;
    clearInterval(timer);
    load.stop();
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`\n${loadLine()} (after)`);
    console.log('| database | req/s (mean) | p50 | p99 | errors | RSS after load | RSS median during | RSS peak |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    console.log(
      `| ${db} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${errors} | ${rssMb(server.pid).toFixed(0)} MB | ${median(rssSeries).toFixed(0)} MB | ${peakRssMb(server.pid).toFixed(0)} MB |`,
    );
    if (errors) console.log(`errors: ${result.errors}, timeouts: ${result.timeouts}, non-2xx: ${result.non2xx}`);
  } finally {
    await server.stop();
    pg?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run as a script; bench/campaign-send.ts imports the load from here.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
