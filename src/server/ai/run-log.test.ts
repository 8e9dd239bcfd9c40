import { randomUUID } from 'node:crypto';
import { APICallError, JSONParseError, TypeValidationError } from '@ai-sdk/provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aiRuns, user } from '../db/schema';
import { socialBiosGenerator } from '../features/social-bios/social-bios.generator';
import { type TestApp, createTestApp } from '../test/harness';
import { AiError } from './errors';
import { type AiDeps, generate } from './generate';
import { failureKind } from './run-log';
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
