import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APICallError, JSONParseError, TypeValidationError } from '@ai-sdk/provider';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, openDatabase } from '../db/client';
import { aiRunLatencyRollups, aiRunRollups, aiRuns, user } from '../db/schema';
import { migrationsDir } from '../paths';
import { freshDatabaseUrl } from '../test/database';
import { socialBiosGenerator } from '../features/social-bios/social-bios.generator';
import { type TestApp, createTestApp } from '../test/harness';
import { AiError } from './errors';
import { type AiDeps, generate } from './generate';
import {
  type AiRunRow,
  BUCKETS_PER_DOUBLING,
  failureKind,
  insertRuns,
  percentileOfHistogram,
  recordRun,
} from './run-log';
import { type FakeOpenAI, startFakeOpenAI } from './testing/fake-openai';

const apiError = (statusCode: number | undefined) =>
  new APICallError({ message: 'boom', url: 'http://x', requestBodyValues: {}, statusCode, isRetryable: false });
const named = (name: string) => Object.assign(new Error('x'), { name });

describe('failureKind', () => {
  it.each([
    ['a 429', apiError(429), 'rate_limited'],
    ['a 500', apiError(500), 'provider_error'],
    ['a 401', apiError(401), 'provider_error'],
    ['a network error', apiError(undefined), 'provider_error'],
    ['an abort', named('AbortError'), 'timeout'],
    ['a timeout signal', named('TimeoutError'), 'timeout'],
    ['a type validation failure', new TypeValidationError({ value: {}, cause: new Error('bad') }), 'invalid_answer'],
    ['a JSON parse failure', new JSONParseError({ text: '{', cause: new Error('bad') }), 'invalid_answer'],
    ['no object generated', named('AI_NoObjectGeneratedError'), 'invalid_answer'],
    ['a zod failure', z.string().safeParse(1).error, 'invalid_answer'],
    ['anything else', new Error('weird'), 'provider_error'],
    ['a thrown string', 'weird', 'provider_error'],
  ] as const)('%s -> %s', (_, err, kind) => {
    expect(failureKind(err)).toBe(kind);
  });

  it.each([
    ['rate_limited', 'rate_limited'],
    ['timeout', 'timeout'],
    ['invalid_output', 'invalid_answer'],
    ['configuration', 'provider_error'],
    ['rejected', 'provider_error'],
    ['unavailable', 'provider_error'],
  ] as const)("the engine's %s -> %s", (kind, expected) => {
    expect(failureKind(new AiError(kind, 'detail'))).toBe(expected);
  });
});

describe('the run log records the failure kind', () => {
  let fake: FakeOpenAI;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeOpenAI();
    t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: fake.baseUrl,
      AI_MODEL: 'fake-model',
      AI_TIMEOUT_MS: '2000',
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const input = {
    platform: 'instagram',
    missionStatement: 'I help busy moms lose 10 kg without more time.',
    name: 'Dana',
  };
  const runOnce = async (timeoutMs = 2000) => {
    const userId = randomUUID();
    await t.db.insert(user).values({ id: userId, name: 'T', email: `${userId}@example.com`, emailVerified: true });
    const deps: AiDeps = {
      db: t.db,
      logger: t.deps.logger,
      config: { ...t.deps.config, ai: { ...t.deps.config.ai, timeoutMs } },
    };
    await generate(deps, socialBiosGenerator, input, { userId }).catch(() => undefined);
    return t.db.select().from(aiRuns).where(eq(aiRuns.userId, userId));
  };

  it('as invalid_answer, rate_limited, timeout or provider_error, and none on success', async () => {
    fake.reset();
    fake.otherwise({ json: { bios: [] } });
    expect(await runOnce()).toMatchObject([{ outcome: 'error', failureKind: 'invalid_answer' }]);
    fake.reset();
    fake.otherwise({ status: 429, headers: { 'retry-after': '30' }, error: 'Rate limit reached' });
    expect(await runOnce()).toMatchObject([{ outcome: 'error', failureKind: 'rate_limited' }]);
    fake.reset();
    fake.otherwise({ status: 401, error: 'Bad key' });
    expect(await runOnce()).toMatchObject([{ outcome: 'error', failureKind: 'provider_error' }]);
    fake.reset();
    fake.otherwise({ json: { bios: ['Hello'] }, delayMs: 1000 });
    expect(await runOnce(200)).toMatchObject([{ outcome: 'error', failureKind: 'timeout' }]);
    fake.reset();
    fake.otherwise({ json: { bios: ['✨ Helping busy moms lose 10 kg'] } });
    expect(await runOnce()).toMatchObject([{ outcome: 'success', failureKind: null }]);
  });
});

describe('the run log keeps the insights’ rollups', () => {
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl();
    drop = fresh.drop;
    database = await openDatabase({ url: fresh.url, dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  const run = (iso: string, durationMs: number, failure: AiRunRow['failureKind'] = null): AiRunRow => ({
    generator: 'mission',
    provider: 'openai',
    model: 'gpt-4o-mini',
    durationMs,
    outcome: failure === null ? 'success' : 'error',
    failureKind: failure,
    createdAt: new Date(iso),
  });
  const rollups = async () => {
    const counts = await database.db
      .select()
      .from(aiRunRollups)
      .orderBy(aiRunRollups.hour, aiRunRollups.outcome, aiRunRollups.failureKind);
    const latency = await database.db
      .select()
      .from(aiRunLatencyRollups)
      .orderBy(aiRunLatencyRollups.hour, aiRunLatencyRollups.bucket);
    const iso = <T extends { hour: Date }>(rows: T[]) => rows.map((r) => ({ ...r, hour: r.hour.toISOString() }));
    return { counts: iso(counts), latency: iso(latency) };
  };

  it('a recorded run is counted in its UTC hour, with its outcome, kind and latency bucket', async () => {
    const logger = pino({ level: 'silent' });
    await recordRun(database.db, logger, run('2025-03-01T10:05:00Z', 1000));
    await recordRun(database.db, logger, run('2025-03-01T10:59:59Z', 1010));
    await recordRun(database.db, logger, run('2025-03-01T11:00:00Z', 1024, 'timeout'));
    const key = { generator: 'mission', provider: 'openai', model: 'gpt-4o-mini' };
    expect(await rollups()).toEqual({
      counts: [
        { ...key, hour: '2025-03-01T10:00:00.000Z', outcome: 'success', failureKind: '', calls: 2 },
        { ...key, hour: '2025-03-01T11:00:00.000Z', outcome: 'error', failureKind: 'timeout', calls: 1 },
      ],
      // 2^(79/8) = 939 <= 1000, 1010 < 2^(80/8) = 1024, the first duration of bucket 80.
      latency: [
        { hour: '2025-03-01T10:00:00.000Z', provider: 'openai', model: 'gpt-4o-mini', bucket: 79, calls: 2 },
        { hour: '2025-03-01T11:00:00.000Z', provider: 'openai', model: 'gpt-4o-mini', bucket: 80, calls: 1 },
      ],
    });
    // Several runs of one rollup row in one statement add up, as do later ones.
    await insertRuns(database.db, [run('2025-03-01T10:30:00Z', 1000), run('2025-03-01T10:31:00Z', 1001)]);
    const { counts, latency } = await rollups();
    expect(counts[0]?.calls).toBe(4);
    expect(latency[0]?.calls).toBe(4);
  });

  it('the migration fills the rollups from the runs already recorded, as the run log would have', async () => {
    // A database at the migration before the rollups, with runs in it, then migrated to the end.
    const before = mkdtempSync(join(tmpdir(), 'bf-migrations-'));
    cpSync(migrationsDir, before, { recursive: true });
    const journalFile = join(before, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => e.tag.endsWith('_ai_run_rollups'));
    journal.entries = journal.entries.slice(0, at);
    writeFileSync(journalFile, JSON.stringify(journal));
    const client = new PGlite();
    const db = drizzle(client);
    try {
      await migrate(db, { migrationsFolder: before });
      const runs = [
        run('2025-03-01T10:05:00Z', 1000),
        run('2025-03-01T10:59:59Z', 1010),
        run('2025-03-01T11:00:00Z', 1024, 'timeout'),
        run('2025-03-01T10:30:00Z', 1000),
        run('2025-03-01T10:31:00Z', 1001),
        { ...run('2025-03-01T12:00:00Z', 0, 'provider_error'), failureKind: null },
      ];
      await db.insert(aiRuns).values(runs);
      await migrate(db, { migrationsFolder: migrationsDir });
      const counts = await db.select().from(aiRunRollups).orderBy(aiRunRollups.hour, aiRunRollups.outcome);
      expect(counts.map((c) => [c.hour.toISOString(), c.outcome, c.failureKind, c.calls])).toEqual([
        ['2025-03-01T10:00:00.000Z', 'success', '', 4],
        ['2025-03-01T11:00:00.000Z', 'error', 'timeout', 1],
        // Recorded before failures had kinds: '' as on success, read as a provider error by the charts.
        ['2025-03-01T12:00:00.000Z', 'error', '', 1],
      ]);
      const latency = await db.select().from(aiRunLatencyRollups).orderBy(aiRunLatencyRollups.hour);
      expect(latency.map((l) => [l.hour.toISOString(), l.bucket, l.calls])).toEqual([
        ['2025-03-01T10:00:00.000Z', 79, 4],
        ['2025-03-01T11:00:00.000Z', 80, 1],
        ['2025-03-01T12:00:00.000Z', 0, 1],
      ]);
    } finally {
      await client.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});

describe('percentiles read from a latency histogram', () => {
  it('are within 4.5 % of percentile_cont over the durations themselves', () => {
    const exact = (sorted: number[], p: number) => {
      const at = p * (sorted.length - 1);
      const lo = Math.floor(at);
      return sorted[lo]! + (at - lo) * (sorted[Math.ceil(at)]! - sorted[lo]!);
    };
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (let trial = 0; trial < 200; trial++) {
      const durations = Array.from({ length: 1 + (next() % 300) }, () => 1 + (next() % 200_000)).sort((a, b) => a - b);
      const counts = new Map<number, number>();
      for (const d of durations) {
        const b = Math.floor(Math.log2(d) * BUCKETS_PER_DOUBLING + 1e-9);
        counts.set(b, (counts.get(b) ?? 0) + 1);
      }
      const buckets = [...counts].sort((a, b) => a[0] - b[0]).map(([bucket, calls]) => ({ bucket, calls }));
      for (const p of [0.5, 0.95]) {
        expect(Math.abs(percentileOfHistogram(buckets, p) / exact(durations, p) - 1)).toBeLessThanOrEqual(
          2 ** (1 / 16) - 1,
        );
      }
    }
    expect(percentileOfHistogram([], 0.5)).toBe(0);
  });
});
