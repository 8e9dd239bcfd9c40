import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TMission } from '../../../shared/mission';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { grantRole } from '../../auth/roles';
import { getUsage, reserveQuota } from '../../quota/quota.service';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults } from '../../test/saved-results';
import { composeMission } from './mission.composer';
import { MISSION_ANSWERS } from '../../test/samples';

describe('missions with the offline composer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('generates three statements, saves them with the answers, lists newest first', async () => {
    const u = await t.signedInUser('mission@example.com');
    const res = await u.request('/api/missions', { json: MISSION_ANSWERS });
    expect(res.status).toBe(201);
    const m = (await res.json()) as TMission;
    expect(m.statements).toHaveLength(3);
    for (const s of m.statements) expect(s).toMatch(/^I help .* without /i);
    expect(m.mission_text.split('\n').map((l) => l.slice(0, 3))).toEqual(['1. ', '2. ', '3. ']);
    expect(m.offline).toBe(true);
    const second = (await (await u.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    const list = (await (await u.request('/api/missions')).json()) as TMission[];
    expect(list.map((x) => x.id)).toEqual([second.id, m.id]);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(2);
  });

  it('regenerates new statements from the same answers', async () => {
    const u = await t.signedInUser('regenerate@example.com');
    const first = (await (await u.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    const again = (await (await u.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    expect(again.statements).not.toEqual(first.statements);
    expect(new Set([...first.statements, ...again.statements]).size).toBeGreaterThan(3);
  });

  it('refuses a request that tries to set the internal variant, spending nothing', async () => {
    const u = await t.signedInUser('variant@example.com');
    const res = await u.request('/api/missions', { json: { ...MISSION_ANSWERS, variant: 7 } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.stringMatching(/variant/) as unknown });
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(0);
  });

  it('lets the 10th generation through and refuses the 11th; admins are not limited', async () => {
    const u = await t.signedInUser('ten@example.com');
    for (let i = 0; i < 9; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'mission' });
    expect((await u.request('/api/missions', { json: MISSION_ANSWERS })).status).toBe(201);
    const refused = await u.request('/api/missions', { json: MISSION_ANSWERS });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({
      error: 'You have reached your monthly limit of 10 mission statements',
    });
    expect(((await (await u.request('/api/missions')).json()) as unknown[]).length).toBe(1);

    const admin = await t.signedInUser('mission-admin@example.com');
    await grantRole(t.db, admin.id, 'super_admin');
    for (let i = 0; i < 11; i++)
      expect((await admin.request('/api/missions', { json: MISSION_ANSWERS })).status).toBe(201);
  });

  it('lets exactly 5 of 20 concurrent generations through at 5 used', async () => {
    const u = await t.signedInUser('twenty@example.com');
    for (let i = 0; i < 5; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'mission' });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => u.request('/api/missions', { json: MISSION_ANSWERS })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
    expect(((await (await u.request('/api/missions')).json()) as unknown[]).length).toBe(5);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(10);
  });

  it('keeps missions to their owner', async () => {
    const owner = await t.signedInUser('mission-owner@example.com');
    const other = await t.signedInUser('mission-other@example.com');
    const older = (await (await owner.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    const newer = (await (await owner.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    const notFound = 'That mission statement does not exist.';
    await expectOwnerOnlyResults({ t, url: '/api/missions', owner, other, newer, older, notFound });
    expect((await owner.request(`/api/missions/${newer.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await (await owner.request('/api/missions')).json()).toEqual([]);
  });

  it.each([
    ['a blank answer', { ...MISSION_ANSWERS, outcome: ['  ', 'b', 'c'] }, /must not be empty/],
    [
      'a 5,000-character answer',
      { ...MISSION_ANSWERS, obstacles: ['x'.repeat(5000), 'b', 'c'] },
      /at most 1000 characters/,
    ],
    [
      'two answers in a section',
      { ...MISSION_ANSWERS, audience: ['a', 'b'] },
      /Who would benefit needs exactly 3 answers/,
    ],
    ['a missing section', { expertise: MISSION_ANSWERS.expertise }, /Who would benefit/],
  ])('refuses %s without taking a unit or saving', async (_n, body, message) => {
    const u = await t.signedInUser(`mission-bad-${Math.random().toString(36).slice(2)}@example.com`);
    const res = await u.request('/api/missions', { json: body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(await (await u.request('/api/missions')).json()).toEqual([]);
    expect((await getUsage({ db: t.db, userId: u.id })).mission.used).toBe(0);
  });
});

describe('missions with a model', () => {
  const model = appWithFakeModel(3000);

  it('saves what the model wrote', async () => {
    const u = await model.t.signedInUser('mission-model@example.com');
    const answer = composeMission(MISSION_ANSWERS);
    model.fake.script({ json: answer });
    const m = (await (await u.request('/api/missions', { json: MISSION_ANSWERS })).json()) as TMission;
    expect(m.statements).toEqual(answer.statements);
    expect(m.offline).toBe(false);
  });

  it('saves nothing and gives the unit back when the model call fails', async () => {
    const u = await model.t.signedInUser('mission-fail@example.com');
    model.fake.otherwise({ status: 500, error: 'down' });
    const res = await u.request('/api/missions', { json: MISSION_ANSWERS });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: 'Failed to generate mission statement. The API may be rate limited. Please try again in a moment.',
    });
    expect(await (await u.request('/api/missions')).json()).toEqual([]);
    expect((await getUsage({ db: model.t.db, userId: u.id })).mission.used).toBe(0);
  });
});
