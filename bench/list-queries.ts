/**
 * Queries per signed-in read, and whether an index serves each: runs the app in-process on a throwaway
 * PostgreSQL cluster (or TEST_DATABASE_URL), seeds a user, then for each endpoint of the load benchmark
 * records the SQL it sends and EXPLAINs every statement with sequential scans disabled; a plan that
 * still scans a table sequentially has no index it can use.
 * Usage: npx tsx bench/list-queries.ts
 */
import pg from 'pg';
import { recordStatements } from './lib/statements';
import { createTestApp } from '../src/server/test/harness';
import { MISSION_ANSWERS, PLAN_INPUT } from '../src/server/test/samples';
import { startThrowawayPostgres } from './lib/postgres';

const cluster = process.env.TEST_DATABASE_URL ? undefined : await startThrowawayPostgres();
process.env.TEST_DATABASE_URL ??= cluster?.url;

const { seen, restore } = recordStatements();

const t = await createTestApp();
try {
  const u = await t.signedInUser('list-queries@example.com');
  const ok = async (path: string, json?: unknown) => {
    const res = await u.request(path, json === undefined ? {} : { json });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await ok('/api/missions', MISSION_ANSWERS);
  await ok('/api/social-bios', { platform: 'tiktok' });
  const job = await ok('/api/content-strategy/jobs', PLAN_INPUT);
  while ((await ok(`/api/content-strategy/jobs/${String(job.id)}`)).status !== 'succeeded')
    await new Promise((r) => setTimeout(r, 50));
  const [plan] = (await ok('/api/content-plans')) as unknown as { id: string }[];

  // The test app made its own database; explain in that one.
  const url = t.config.databaseUrl;
  if (!url) throw new Error('the test app is not on PostgreSQL');
  const ex = new pg.Client({ connectionString: url });
  await ex.connect();
  await ex.query('set enable_seqscan = off');

  const paths = [
    '/api/missions',
    '/api/usage',
    '/api/profile',
    '/api/dashboard',
    '/api/content-plans',
    `/api/content-plans/${plan!.id}`,
    '/api/niche-discoveries',
    '/api/social-bios',
    '/api/ai/status',
    '/api/auth/get-session',
    '/api/content-strategy/jobs/active',
  ];
  console.log('| endpoint | queries | without an index |');
  console.log('| --- | ---: | --- |');
  for (const path of paths) {
    seen.length = 0;
    await ok(path);
    const unindexed: string[] = [];
    const statements = seen.splice(0);
    for (const q of statements) {
      if (!/^\s*select/i.test(q.text)) continue;
      const plan = (await ex.query(`explain ${q.text}`, q.values)).rows.map((r: Record<string, string>) =>
        String(Object.values(r)[0]),
      );
      for (const line of plan) {
        const table = line.match(/Seq Scan on (\w+)/)?.[1];
        if (table) unindexed.push(table);
      }
    }
    console.log(
      `| ${path.replace(plan!.id, ':id')} | ${statements.length || '-'} | ${unindexed.join(', ') || 'none'} |`,
    );
  }
  await ex.end();
} finally {
  await t.close();
  restore();
  cluster?.stop();
}
