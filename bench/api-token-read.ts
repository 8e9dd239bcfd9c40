/**
 * The cost of a personal access token against the app's session: `GET /api/v1/brand-profile` with
 * `Authorization: Bearer …` and `GET /api/brand-profile` with the session cookie, on one built server,
 * in alternating rounds (cookie, token, cookie, token…) so both see the same machine. Prints req/s and
 * p50/p99 of each round and the median of each side.
 * Usage: npx tsx bench/api-token-read.ts [--db pglite|postgres] [--rounds 3] [--duration 10] [--connections 10] [--dir <tree>]
 *   --dir runs another checkout's build; a tree without tokens only runs the cookie rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from './lib/postgres';
import { seedUser } from './lib/seed';
import { argValue, ensureBuilt, loadLine, machineLine, median, startServer } from './lib/server';

const db = argValue('--db', 'pglite');
const rounds = Number(argValue('--rounds', '3'));
const duration = Number(argValue('--duration', '10'));
const connections = Number(argValue('--connections', '10'));
const root = resolve(argValue('--dir', join(import.meta.dirname, '..')));

ensureBuilt(root);
const dataDir = mkdtempSync(join(tmpdir(), 'bf-token-'));
const pg = db === 'postgres' && !process.env.DATABASE_URL ? await startThrowawayPostgres() : undefined;
const databaseUrl = db === 'postgres' ? (process.env.DATABASE_URL ?? pg?.url ?? '') : '';
// The per-token limit is lifted: this measures what a token costs, not the limit answering 429.
const server = await startServer(root, {
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  AI_PROVIDER: 'offline',
  API_RATE_PER_MINUTE: '100000',
});
try {
  const { cookie } = await seedUser(server);
  const made = await fetch(`${server.url}/api/api-tokens`, {
    method: 'POST',
    headers: { cookie, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['read'], expiresInDays: 30 }),
  });
  const token = made.ok ? ((await made.json()) as { token: string }).token : undefined;
  const sides: { name: string; path: string; headers: Record<string, string> }[] = [
    { name: 'cookie  GET /api/brand-profile', path: '/api/brand-profile', headers: { cookie } },
    ...(token
      ? [
          {
            name: 'token   GET /api/v1/brand-profile',
            path: '/api/v1/brand-profile',
            headers: { authorization: `Bearer ${token}` },
          },
        ]
      : []),
  ];
  for (const side of sides) {
    const res = await fetch(`${server.url}${side.path}`, { headers: side.headers });
    if (!res.ok) throw new Error(`${side.path}: ${res.status} ${await res.text()}`);
  }
  console.log(machineLine());
  console.log(`${loadLine()} (before)`);
  console.log(`database: ${db}, ${connections} connections, ${rounds} rounds of ${duration} s per side\n`);
  const results = new Map<string, { rps: number; p50: number; p99: number }[]>();
  for (let round = 0; round <= rounds; round++) {
    for (const side of sides) {
      const r = await autocannon({
        url: server.url,
        connections,
        duration: round === 0 ? 3 : duration,
        headers: { 'accept-encoding': 'gzip, deflate, br', ...side.headers },
        requests: [{ method: 'GET', path: side.path }],
      });
      const errors = r.errors + r.timeouts + r.non2xx;
      if (round === 0) continue; // warm-up of both sides, not counted
      console.log(
        `round ${round} | ${side.name} | ${r.requests.average.toFixed(0)} req/s | p50 ${r.latency.p50} ms | p99 ${r.latency.p99} ms | errors ${errors}`,
      );
      results.set(side.name, [
        ...(results.get(side.name) ?? []),
        { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 },
      ]);
    }
  }
  console.log(`\n${loadLine()} (after)`);
  console.log('| request | req/s (median of rounds) | p50 | p99 |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [name, rs] of results)
    console.log(
      `| ${name} | ${median(rs.map((r) => r.rps)).toFixed(0)} | ${median(rs.map((r) => r.p50))} ms | ${median(rs.map((r) => r.p99))} ms |`,
    );
} finally {
  await server.stop();
  pg?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
