import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { type FakeOpenAI, startFakeOpenAI } from './fake-openai';

/**
 * For a describe block: a fresh app whose AI provider is the fake OpenAI-compatible server, started
 * before the block's tests and stopped after. Read `ctx.t` and `ctx.fake` inside the tests.
 */
export function appWithFakeModel(timeoutMs = 3000) {
  const ctx = {} as { t: TestApp; fake: FakeOpenAI };
  beforeAll(async () => {
    ctx.fake = await startFakeOpenAI();
    ctx.t = await createTestApp({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: ctx.fake.baseUrl,
      AI_MODEL: 'fake',
      AI_TIMEOUT_MS: String(timeoutMs),
    });
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.fake.close();
  });
  return ctx;
}
