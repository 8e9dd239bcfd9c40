import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_RATE } from '../../shared/limits';
import { grantRole } from '../auth/roles';
import { missionStatements as missions } from '../db/schema';
import { getUsage } from '../quota/quota.service';
import { createTestApp, type TestApp } from '../test/harness';
import { MISSION_ANSWERS } from '../test/samples';
import { appWithFakeModel } from './testing/model-app';
import { IN_FLIGHT_MESSAGE, KEY_REUSED_MESSAGE } from './generation-guard';

const SUGGEST = '/api/content-strategy/audience-suggestions';
const key = (n: number | string) => `test-key-${n}-abcdef`;

describe('the hourly generation rate, on every model-backed route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`answers the request after ${GENERATION_RATE.perHour} in an hour with 429 and how long to wait`, async () => {
    const u = await t.signedInUser('rate@example.com');
    for (let i = 0; i < GENERATION_RATE.perHour; i++) {
      const res = await u.request(SUGGEST, { json: { niche: 'Dog training for first-time owners' } });
      expect(res.status, `request ${i + 1}`).toBe(200);
    }
    const over = await u.request(SUGGEST, { json: { niche: 'Dog training for first-time owners' } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await over.json()) as { error: string }).error).toMatch(
      /30 AI requests in the last hour\. Please wait \d+ minutes?/,
    );
    // Any other generator is refused too: the rate is per user, not per tool.
    expect((await u.request('/api/missions', { json: MISSION_ANSWERS })).status).toBe(429);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(0);
    // Another user is not affected.
    const other = await t.signedInUser('rate-other@example.com');
    expect((await other.request(SUGGEST, { json: { niche: 'Bookkeeping' } })).status).toBe(200);
  });

  it('does not limit admins', async () => {
    const admin = await t.signedInUser('rate-admin@example.com');
    await grantRole(t.db, admin.id, 'admin');
    for (let i = 0; i <= GENERATION_RATE.perHour; i++) {
      expect((await admin.request(SUGGEST, { json: { niche: 'Bookkeeping for cafes' } })).status).toBe(200);
    }
  });

  it('does not count bad input', async () => {
    const u = await t.signedInUser('rate-bad@example.com');
    for (let i = 0; i < GENERATION_RATE.perHour + 1; i++) {
      expect((await u.request(SUGGEST, { json: { niche: '' } })).status).toBe(400);
    }
    expect((await u.request(SUGGEST, { json: { niche: 'Bookkeeping' } })).status).toBe(200);
  });
});

describe('idempotent generation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a repeated Idempotency-Key with the first result: one record, one unit', async () => {
    const u = await t.signedInUser('idem@example.com');
    const headers = { 'Idempotency-Key': key(1) };
    const first = await u.request('/api/missions', { json: MISSION_ANSWERS, headers });
    const second = await u.request('/api/missions', { json: MISSION_ANSWERS, headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual(await first.json());
    expect(await t.db.select().from(missions).where(eq(missions.userId, u.id))).toHaveLength(1);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(1);
    // A new key is a new action.
    expect(
      (await u.request('/api/missions', { json: MISSION_ANSWERS, headers: { 'Idempotency-Key': key(2) } })).status,
    ).toBe(201);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(2);
  });

  it('keys are per user: the same key from another user generates for them', async () => {
    const a = await t.signedInUser('idem-a@example.com');
    const b = await t.signedInUser('idem-b@example.com');
    const headers = { 'Idempotency-Key': key('shared') };
    const mine = (await (await a.request('/api/missions', { json: MISSION_ANSWERS, headers })).json()) as {
      id: string;
    };
    const theirs = (await (await b.request('/api/missions', { json: MISSION_ANSWERS, headers })).json()) as {
      id: string;
    };
    expect(theirs.id).not.toBe(mine.id);
  });

  it('refuses a key reused for another tool, and a malformed key', async () => {
    const u = await t.signedInUser('idem-reuse@example.com');
    const headers = { 'Idempotency-Key': key('reuse') };
    expect((await u.request(SUGGEST, { json: { niche: 'Bookkeeping' }, headers })).status).toBe(200);
    const other = await u.request('/api/missions', { json: MISSION_ANSWERS, headers });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: KEY_REUSED_MESSAGE });
    const bad = await u.request('/api/missions', { json: MISSION_ANSWERS, headers: { 'Idempotency-Key': 'no' } });
    expect(bad.status).toBe(400);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(0);
  });

  it('a double click (two requests at once, one key) generates once', async () => {
    const u = await t.signedInUser('idem-double@example.com');
    const headers = { 'Idempotency-Key': key('double') };
    const [a, b] = await Promise.all([
      u.request('/api/missions', { json: MISSION_ANSWERS, headers }),
      u.request('/api/missions', { json: MISSION_ANSWERS, headers }),
    ]);
    const statuses = [a.status, b.status].sort();
    // The second either waits behind the first and replays it, or is told the first is still running.
    expect([
      [201, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    if (statuses[1] === 409)
      expect(await (a.status === 409 ? a : b).json()).toMatchObject({ error: IN_FLIGHT_MESSAGE });
    expect(await t.db.select().from(missions).where(eq(missions.userId, u.id))).toHaveLength(1);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(1);
  });

  it('refuses a key sent again with another body, and replays one sent with the same body in another order', async () => {
    const u = await t.signedInUser('idem-body@example.com');
    const headers = { 'Idempotency-Key': key('body') };
    const first = await u.request('/api/missions', { json: MISSION_ANSWERS, headers });
    expect(first.status).toBe(201);
    const changed = { ...MISSION_ANSWERS, outcome: ['Run a 5k', 'Sleep well', 'Lift their kids'] };
    const other = await u.request('/api/missions', { json: changed, headers });
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ error: KEY_REUSED_MESSAGE });
    const reordered = Object.fromEntries(Object.entries(MISSION_ANSWERS).reverse());
    const same = await u.request('/api/missions', { json: reordered, headers });
    expect(same.status).toBe(201);
    expect(await same.json()).toEqual(await first.json());
    expect(await t.db.select().from(missions).where(eq(missions.userId, u.id))).toHaveLength(1);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(1);
  });

  it('treats a key whose result was deleted as a new request, not a replay of the dead id', async () => {
    const u = await t.signedInUser('idem-deleted@example.com');
    const headers = { 'Idempotency-Key': key('deleted') };
    const first = (await (await u.request('/api/missions', { json: MISSION_ANSWERS, headers })).json()) as {
      id: string;
    };
    expect((await u.request(`/api/missions/${first.id}`, { method: 'DELETE' })).status).toBe(200);
    const again = await u.request('/api/missions', { json: MISSION_ANSWERS, headers });
    expect(again.status).toBe(201);
    const fresh = (await again.json()) as { id: string };
    expect(fresh.id).not.toBe(first.id);
    expect((await u.request(`/api/missions/${fresh.id}`)).status).toBe(200);
    // The new result replays from now on.
    const replay = (await (await u.request('/api/missions', { json: MISSION_ANSWERS, headers })).json()) as {
      id: string;
    };
    expect(replay.id).toBe(fresh.id);
  });

  it('a failed generation leaves its key free to try again', async () => {
    const u = await t.signedInUser('idem-fail@example.com');
    const headers = { 'Idempotency-Key': key('fail') };
    expect((await u.request('/api/missions', { json: { ...MISSION_ANSWERS, audience: [] }, headers })).status).toBe(
      400,
    );
    expect((await u.request('/api/missions', { json: MISSION_ANSWERS, headers })).status).toBe(201);
  });
});

describe('a client that goes away mid-generation', () => {
  const model = appWithFakeModel(5000);

  it('cancels the generation and gets its unit back', async () => {
    const u = await model.t.signedInUser('gone@example.com');
    model.fake.otherwise(() => ({ json: {}, delayMs: 3000 }));
    const controller = new AbortController();
    const res = model.t.app.request('/api/missions', {
      method: 'POST',
      signal: controller.signal,
      headers: {
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': u.ip,
        cookie: [...u.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify(MISSION_ANSWERS),
    });
    await expect.poll(() => model.fake.requests.length, { timeout: 3000 }).toBeGreaterThan(0);
    expect((await getUsage({ db: model.t.db, userId: u.id })).mission.used).toBe(1);
    controller.abort();
    const answer = await res;
    expect(answer.status).toBeGreaterThanOrEqual(500);
    await expect.poll(async () => (await getUsage({ db: model.t.db, userId: u.id })).mission.used).toBe(0);
    expect(await model.t.db.select().from(missions).where(eq(missions.userId, u.id))).toHaveLength(0);
  });
});
