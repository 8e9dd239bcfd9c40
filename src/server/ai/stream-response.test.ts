import { describe, expect, it } from 'vitest';
import { GENERATION_STREAM_TYPE, isGenerationStream } from '../../shared/generation-request';
import { readGenerationStream, type StreamedOutcome } from '../../shared/generation-stream';
import type { TMission } from '../../shared/mission';
import { MISSION_GENERATION_FAILED } from '../features/mission/mission.service';
import { getUsage } from '../quota/quota.service';
import { createTestApp, type TestApp } from '../test/harness';
import { MISSION_ANSWERS } from '../test/samples';
import { appWithFakeModel } from './testing/model-app';

const statements = [
  'I help busy moms over 35 lose 10 kg and keep it off without spending hours in the gym.',
  'I help first-time founders reach financial freedom without drowning in conflicting advice.',
  'I help remote workers feel confident in their body without knowing where to start first.',
];
const STREAM_MS = 900;
const streamed = (json: unknown = { statements }) => ({
  json,
  stream: { firstChunkMs: 100, durationMs: STREAM_MS, chunks: 30 },
});
const accept = { accept: `${GENERATION_STREAM_TYPE}, application/json` };

type Agent = ReturnType<TestApp['agent']>;
type RequestInit = NonNullable<Parameters<Agent['request']>[1]>;

/** Posts the answers asking for a stream; the partials with the time each arrived, and the outcome. */
async function streamMission(u: Agent, init: RequestInit = {}) {
  const started = performance.now();
  const res = await u.request('/api/missions', { json: MISSION_ANSWERS, headers: accept, ...init });
  const partials: { at: number; value: { statements?: unknown[] } }[] = [];
  const outcome: StreamedOutcome | undefined = isGenerationStream(res)
    ? await readGenerationStream(res.body!, (value) =>
        partials.push({ at: performance.now() - started, value: value as { statements?: unknown[] } }),
      )
    : undefined;
  return { res, partials, outcome, ms: performance.now() - started };
}

describe('streamed generation with a model that streams', () => {
  const ctx = appWithFakeModel(5000);

  it('sends each finished statement before the model is done, then the saved result', async () => {
    ctx.fake.reset();
    ctx.fake.script(streamed());
    const u = await ctx.t.signedInUser('stream-mission@example.com');
    const { res, partials, outcome, ms } = await streamMission(u);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain(GENERATION_STREAM_TYPE);
    expect(outcome?.ok).toBe(true);
    const first = partials.find((p) => (p.value.statements?.length ?? 0) > 0);
    expect(first, 'a statement before the end').toBeDefined();
    expect(first!.at).toBeLessThan(ms - 200);
    // Text is sent as it is written, in whole words: every statement shown begins one of the final three.
    for (const p of partials)
      for (const s of p.value.statements ?? []) {
        const whole = statements.find((full) => full.startsWith(s as string));
        expect(whole, String(s)).toBeDefined();
        expect([undefined, ' ']).toContain(whole![(s as string).length]);
      }
    const mission = (outcome as { ok: true; value: TMission }).value;
    expect(mission.statements).toEqual(statements);
    const saved = (await (await u.request(`/api/missions/${mission.id}`)).json()) as TMission;
    expect(saved).toEqual(mission);
    expect((await getUsage({ db: ctx.t.db, userId: u.id })).mission.used).toBe(1);
  });

  it('asks again when the streamed answer breaks the schema, and saves only the valid one', async () => {
    ctx.fake.reset();
    ctx.fake.script(streamed({ statements: statements.slice(0, 2) }), streamed());
    const u = await ctx.t.signedInUser('stream-repair@example.com');
    const { outcome } = await streamMission(u);
    expect(outcome).toMatchObject({ ok: true, value: { statements } });
    expect(ctx.fake.requests).toHaveLength(2);
    expect(ctx.fake.requests.every((r) => r.stream === true)).toBe(true);
  });

  it('fails as today when every answer breaks the schema: the spec message, nothing saved, the unit back', async () => {
    ctx.fake.reset();
    ctx.fake.otherwise(streamed({ statements: ['only one'] }));
    const u = await ctx.t.signedInUser('stream-invalid@example.com');
    const { outcome } = await streamMission(u);
    expect(outcome).toMatchObject({ ok: false, failure: { status: 502, error: MISSION_GENERATION_FAILED } });
    expect(await (await u.request('/api/missions')).json()).toEqual([]);
    expect((await getUsage({ db: ctx.t.db, userId: u.id })).mission.used).toBe(0);
  });

  it('a stream cut in the middle saves nothing and gives the unit back', async () => {
    ctx.fake.reset();
    ctx.fake.otherwise({
      json: { statements },
      stream: { firstChunkMs: 50, durationMs: 400, chunks: 20, cutAfterChunks: 12 },
    });
    const u = await ctx.t.signedInUser('stream-cut@example.com');
    const { outcome, partials } = await streamMission(u);
    expect(partials.length).toBeGreaterThan(0);
    expect(outcome).toMatchObject({ ok: false, failure: { error: MISSION_GENERATION_FAILED } });
    expect(await (await u.request('/api/missions')).json()).toEqual([]);
    expect((await getUsage({ db: ctx.t.db, userId: u.id })).mission.used).toBe(0);
  });

  it('Stop: closing the request ends the model call, saves nothing and gives the unit back', async () => {
    ctx.fake.reset();
    ctx.fake.script({ json: { statements }, stream: { firstChunkMs: 50, durationMs: 3000, chunks: 60 } });
    const u = await ctx.t.signedInUser('stream-stop@example.com');
    const stop = new AbortController();
    const res = await u.request('/api/missions', { json: MISSION_ANSWERS, headers: accept, signal: stop.signal });
    expect(isGenerationStream(res)).toBe(true);
    const reading = readGenerationStream(res.body!, () => stop.abort()).catch(() => undefined);
    await reading;
    // The unit comes back once the cancelled call has unwound.
    await expect.poll(async () => (await getUsage({ db: ctx.t.db, userId: u.id })).mission.used).toBe(0);
    expect(await (await u.request('/api/missions')).json()).toEqual([]);
    expect(ctx.fake.requests).toHaveLength(1);
  });

  it('a double click joins nothing new: the same key while streaming is refused with 409 as JSON', async () => {
    ctx.fake.reset();
    ctx.fake.script(streamed());
    const u = await ctx.t.signedInUser('stream-double@example.com');
    const headers = { ...accept, 'idempotency-key': 'double-click-key-1' };
    const first = streamMission(u, { headers });
    await expect.poll(() => ctx.fake.requests.length).toBe(1);
    const second = await u.request('/api/missions', { json: MISSION_ANSWERS, headers });
    expect(second.status).toBe(409);
    expect(second.headers.get('content-type')).toContain('application/json');
    expect((await first).outcome?.ok).toBe(true);
    expect(ctx.fake.requests).toHaveLength(1);
  });

  it('keeps the session and origin rules: refused as JSON before anything is spent', async () => {
    ctx.fake.reset();
    const anonymous = ctx.t.agent();
    expect((await anonymous.request('/api/missions', { json: MISSION_ANSWERS, headers: accept })).status).toBe(401);
    const u = await ctx.t.signedInUser('stream-origin@example.com');
    const res = await u.request('/api/missions', {
      json: MISSION_ANSWERS,
      headers: { ...accept, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(ctx.fake.requests).toHaveLength(0);
  });

  it('a client that does not ask for a stream gets one JSON answer, and the model is not asked to stream', async () => {
    ctx.fake.reset();
    ctx.fake.script({ json: { statements } });
    const u = await ctx.t.signedInUser('stream-json@example.com');
    const res = await u.request('/api/missions', { json: MISSION_ANSWERS });
    expect(res.status).toBe(201);
    expect(((await res.json()) as TMission).statements).toEqual(statements);
    expect(ctx.fake.requests[0]?.stream).toBeFalsy();
  });
});

describe('streamed generation where nothing can stream', () => {
  it('the offline composer answers with one JSON body, even to a client that asks for a stream', async () => {
    const t = await createTestApp();
    try {
      const u = await t.signedInUser('offline-stream@example.com');
      const res = await u.request('/api/missions', { json: MISSION_ANSWERS, headers: accept });
      expect(res.status).toBe(201);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(((await res.json()) as TMission).statements).toHaveLength(3);
    } finally {
      await t.close();
    }
  });
});
