import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { grantRole } from '../auth/roles';
import { aiRuns, user, userGenerationLimits } from '../db/schema';
import { AppError } from '../errors';
import { socialBiosGenerator } from '../features/social-bios/social-bios.generator';
import { getUsage, withQuotaUnit } from '../quota/quota.service';
import { type TestApp, createTestApp } from '../test/harness';
import { AiError, toSpecError } from './errors';
import { type AiDeps, generate } from './generate';
import { parseInput } from './generator';
import { type FakeOpenAI, startFakeOpenAI } from './testing/fake-openai';

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
beforeEach(() => fake.reset());

const mission = 'I help busy moms over 35 lose 10 kg without needing more time first.';
const input = { platform: 'instagram', missionStatement: mission, name: 'Dana' };
const good = { bios: ['✨ Helping busy moms lose 10 kg\n🚫 No extra hours needed\n👇 Start here'] };

async function newUser() {
  const id = randomUUID();
  await t.db.insert(user).values({ id, name: 'Test', email: `${id}@example.com`, emailVerified: true });
  return id;
}

/** Deps with another time budget or logger; the configured provider stays the fake server. */
function deps(overrides: { timeoutMs?: number; logger?: AiDeps['logger'] } = {}): AiDeps {
  const ai = { ...t.deps.config.ai, timeoutMs: overrides.timeoutMs ?? t.deps.config.ai.timeoutMs };
  return { db: t.db, logger: overrides.logger ?? t.deps.logger, config: { ...t.deps.config, ai } };
}

/** A metered generation as the pipeline runs it: bad input costs nothing, a failure gives the unit back. */
async function runFor(userId: string, d = deps(), body: unknown = input) {
  const parsed = parseInput(socialBiosGenerator, body);
  return withQuotaUnit({ db: d.db, userId, kind: 'bio' }, () => generate(d, socialBiosGenerator, parsed, { userId }));
}

async function failure(promise: Promise<unknown>): Promise<AiError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AiError);
  return err as AiError;
}

async function runsOf(userId: string) {
  return t.db.select().from(aiRuns).where(eq(aiRuns.userId, userId));
}

const bioUsed = async (userId: string) => (await getUsage({ db: t.db, userId: userId })).bio.used;

describe('generate() through the real SDK and a fake OpenAI-compatible server', () => {
  it('returns valid structured output, logs the run and keeps the quota unit', async () => {
    const id = await newUser();
    fake.script({ json: good });
    const result = await runFor(id);
    expect(result).toMatchObject({ output: good, provider: 'openai-compatible', model: 'fake-model', offline: false });
    const [req] = fake.requests;
    expect(req?.model).toBe('fake-model');
    expect(req?.response_format?.type).toBe('json_schema');
    // Length limits are outside OpenAI's strict mode; zod enforces them instead.
    expect(req?.response_format?.json_schema).toMatchObject({ name: 'social-bios', strict: false });
    expect(JSON.stringify(req?.response_format?.json_schema?.schema)).toContain('"bios"');
    expect(req).not.toHaveProperty('strictJsonSchema');
    expect(JSON.stringify(req?.messages[0])).toContain('matches this JSON Schema');
    expect(JSON.stringify(req?.messages)).toContain('busy moms over 35');
    expect(await runsOf(id)).toMatchObject([
      {
        generator: 'social-bios',
        provider: 'openai-compatible',
        model: 'fake-model',
        attempts: 1,
        inputTokens: 120,
        outputTokens: 80,
        outcome: 'success',
        errorMessage: null,
      },
    ]);
    expect(await bioUsed(id)).toBe(1);
  });

  it.each([
    ['code fences', '```json\n' + JSON.stringify(good) + '\n```'],
    [
      'prose around the JSON',
      `Sure! Here are your bios:\n${JSON.stringify(good)}\nLet me know if you want changes {or more}.`,
    ],
  ])('repairs %s without asking again', async (_name, content) => {
    const id = await newUser();
    fake.script({ content });
    expect((await runFor(id)).output).toEqual(good);
    expect(fake.requests).toHaveLength(1);
    expect(await runsOf(id)).toMatchObject([{ attempts: 1, outcome: 'success' }]);
  });

  it.each([
    ['prose with no JSON', { content: 'Sorry, I cannot help with that today.' }, 'the answer was not a JSON object'],
    ['an empty, cut-off answer', { content: '', finishReason: 'length' }, 'the answer was cut off'],
    ['a missing field', { json: { biographies: ['x'] } }, 'bios:'],
    [
      'a bio over its limit',
      { json: { bios: ['x'.repeat(160)] } },
      "bios.0: 160 characters (line breaks not counted), over Instagram's limit of 150",
    ],
  ])('asks again after %s, feeding back the errors', async (_name, bad, problem) => {
    const id = await newUser();
    fake.script(bad, { json: good });
    expect((await runFor(id)).output).toEqual(good);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1]?.messages ?? [];
    expect(retry.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(JSON.stringify(retry[3]?.content)).toContain(problem);
    expect(await runsOf(id)).toMatchObject([{ attempts: 2, outcome: 'success' }]);
    expect(await bioUsed(id)).toBe(1);
  });

  it('fails with a typed error after two retries of invalid output, and gives the unit back', async () => {
    const id = await newUser();
    fake.otherwise({ json: { bios: [] } });
    const err = await failure(runFor(id));
    expect(err).toMatchObject({ kind: 'invalid_output', status: 502, attempts: 3 });
    expect(fake.requests).toHaveLength(3);
    expect(await runsOf(id)).toMatchObject([{ attempts: 3, outcome: 'error', inputTokens: 360 }]);
    expect((await runsOf(id))[0]?.errorMessage).toMatch(/^invalid_output: bios: needs at least 1 entries/);
    expect(await bioUsed(id)).toBe(0);
  });

  it('waits for Retry-After after a 429, then succeeds', async () => {
    const id = await newUser();
    fake.script({ status: 429, headers: { 'retry-after': '1' }, error: 'Rate limit reached' }, { json: good });
    const started = Date.now();
    expect((await runFor(id)).output).toEqual(good);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await runsOf(id)).toMatchObject([{ attempts: 2, outcome: 'success' }]);
  });

  it('does not wait past the time budget for a long Retry-After', async () => {
    const id = await newUser();
    fake.script({ status: 429, headers: { 'retry-after': '30' }, error: 'Rate limit reached' });
    const started = Date.now();
    const err = await failure(runFor(id));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(err).toMatchObject({ kind: 'rate_limited', status: 503 });
    expect(err.options.retryAfterMs).toBe(30_000);
    expect(await runsOf(id)).toMatchObject([{ outcome: 'error', attempts: 1 }]);
    expect((await runsOf(id))[0]?.errorMessage).toMatch(/^rate_limited: HTTP 429: Rate limit reached/);
    expect(await bioUsed(id)).toBe(0);
  });

  it('retries a 500 and succeeds', async () => {
    const id = await newUser();
    fake.script({ status: 500, error: 'upstream exploded' }, { json: good });
    expect((await runFor(id)).output).toEqual(good);
    expect(await runsOf(id)).toMatchObject([{ attempts: 2, outcome: 'success' }]);
  });

  it('fails as unavailable after persistent 500s, and gives the unit back', async () => {
    const id = await newUser();
    fake.otherwise({ status: 500, error: 'upstream exploded' });
    const err = await failure(runFor(id));
    expect(err).toMatchObject({ kind: 'unavailable', status: 502, attempts: 3 });
    expect(err.message).toBe('The AI provider is not answering right now. Please try again in a moment.');
    expect(fake.requests).toHaveLength(3);
    expect(await runsOf(id)).toMatchObject([{ outcome: 'error', attempts: 3 }]);
    expect(await bioUsed(id)).toBe(0);
  });

  it('times out a response slower than the budget, and gives the unit back', async () => {
    const id = await newUser();
    fake.script({ json: good, delayMs: 2000 });
    const started = Date.now();
    const err = await failure(runFor(id, deps({ timeoutMs: 300 })));
    const elapsed = Date.now() - started;
    expect(err).toMatchObject({ kind: 'timeout', status: 504 });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1500);
    const [run] = await runsOf(id);
    expect(run).toMatchObject({ outcome: 'error', errorMessage: 'timeout: no answer within 300 ms' });
    expect(run?.durationMs).toBeGreaterThanOrEqual(290);
    expect(await bioUsed(id)).toBe(0);
  });

  it('drops a call in flight when its signal is aborted (server shutdown)', async () => {
    fake.script({ json: good, delayMs: 1500 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('shutdown')), 100);
    const err = await failure(
      generate(deps(), socialBiosGenerator, input, { userId: null, signal: controller.signal }),
    );
    expect(err).toMatchObject({ kind: 'unavailable', detail: 'cancelled' });
    expect(fake.requests).toHaveLength(1);
  });

  it('treats 401 as a configuration error: logged, not retried, generic to the user', async () => {
    const id = await newUser();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    fake.otherwise({ status: 401, error: 'Incorrect API key provided: sk-abc***' });
    const err = await failure(runFor(id, deps({ logger })));
    expect(err).toMatchObject({ kind: 'configuration', status: 502 });
    expect(err.message).not.toMatch(/401|API key/);
    expect(fake.requests).toHaveLength(1);
    const logged = lines.map((l) => JSON.parse(l) as { level: number; msg: string; kind: string; detail: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'AI generation failed', kind: 'configuration' }),
    );
    expect((await runsOf(id))[0]?.errorMessage).toMatch(/^configuration: HTTP 401: Incorrect API key/);
    expect(await bioUsed(id)).toBe(0);
  });
});

describe('quota and bad input', () => {
  it('refuses input that fails its schema before any model call or reservation, naming the field', async () => {
    const id = await newUser();
    const err = await runFor(id, deps(), { platform: 'instagram', missionStatement: '   ' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ status: 400, message: 'Mission statement must not be empty' });
    expect(fake.requests).toHaveLength(0);
    expect(await t.db.select().from(userGenerationLimits).where(eq(userGenerationLimits.userId, id))).toEqual([]);
    expect(await runsOf(id)).toEqual([]);
  });

  it('refuses at the monthly limit without calling the model', async () => {
    const id = await newUser();
    await t.db
      .insert(userGenerationLimits)
      .values({ userId: id, monthYear: new Date().toISOString().slice(0, 7), kind: 'bio', count: 10 });
    await expect(runFor(id)).rejects.toMatchObject({ status: 429, code: 'QUOTA_EXCEEDED' });
    expect(fake.requests).toHaveLength(0);
  });

  it('composes offline when no provider is configured, metered and logged like any generation', async () => {
    const id = await newUser();
    const base = deps();
    const offline = { ...base, config: { ...base.config, ai: { ...base.config.ai, provider: 'offline' as const } } };
    const result = await runFor(id, offline);
    expect(result).toMatchObject({ offline: true, provider: 'offline', model: 'offline-composer', attempts: 1 });
    expect(result.output.bios).toHaveLength(3);
    expect(fake.requests).toHaveLength(0);
    expect(await runsOf(id)).toMatchObject([
      { provider: 'offline', model: 'offline-composer', outcome: 'success', inputTokens: null },
    ]);
    expect(await bioUsed(id)).toBe(1);
  });

  it('does not meter admins', async () => {
    const id = await newUser();
    await grantRole(t.db, id, 'admin');
    fake.script({ json: good });
    await runFor(id);
    expect(await bioUsed(id)).toBe(0);
  });

  it('lets the feature layer use the spec wording while keeping status and code', () => {
    const err = new AiError('rate_limited', 'HTTP 429');
    expect(toSpecError(err, 'Failed to generate audience suggestions')).toMatchObject({
      status: 503,
      code: 'AI_RATE_LIMITED',
      message: 'Failed to generate audience suggestions',
    });
    expect(toSpecError(err, (m) => `Failed to generate lead magnet: ${m}`)).toMatchObject({
      message: 'Failed to generate lead magnet: The AI provider is busy right now. Please try again in a minute.',
    });
    const quota = new AppError(429, 'limit');
    expect(toSpecError(quota, 'x')).toBe(quota);
  });
});

describe('GET /api/ai/status', () => {
  it('names the provider and model, and needs a session', async () => {
    expect((await t.agent().request('/api/ai/status')).status).toBe(401);
    const u = await t.signedInUser('status@example.com');
    const res = await u.request('/api/ai/status');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ provider: 'openai-compatible', model: 'fake-model', offline: false });
  });
});
