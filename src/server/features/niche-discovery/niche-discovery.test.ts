import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNicheDiscovery } from '../../../shared/niche-discovery';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults, expectRefused, uniqueUser } from '../../test/saved-results';
import { composeNiche } from './niche-discovery.composer';
import { NICHE_ANSWERS } from '../../test/samples';

describe('niche discovery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('discovers, saves, lists newest first, reads and deletes, only for the owner', async () => {
    const u = await t.signedInUser('niche@example.com');
    const other = await t.signedInUser('niche-other@example.com');
    const first = await u.request('/api/niche-discoveries', { json: NICHE_ANSWERS });
    expect(first.status).toBe(201);
    const a = (await first.json()) as TNicheDiscovery;
    expect(a.recommended_niche.length).toBeGreaterThan(3);
    expect(a.result).toHaveProperty('fulfillment');
    expect(a).toMatchObject({ answers: NICHE_ANSWERS, offline: true });
    const b = (await (
      await u.request('/api/niche-discoveries', { json: { ...NICHE_ANSWERS, scalableSkill: 'A course' } })
    ).json()) as TNicheDiscovery;

    const notFound = 'That niche discovery does not exist.';
    await expectOwnerOnlyResults({ t, url: '/api/niche-discoveries', owner: u, other, newer: b, older: a, notFound });
  });

  it.each([
    ['a blank answer', { ...NICHE_ANSWERS, personalStory: '   ' }, 'Personal story must not be empty'],
    ['a missing answer', { ...NICHE_ANSWERS, skillsList: undefined }, 'Skills must be text'],
    ['an extra field', { ...NICHE_ANSWERS, isAdmin: true }, 'Unexpected field: isAdmin'],
  ])('refuses %s and saves nothing', async (_n, body, message) => {
    await expectRefused(await uniqueUser(t, 'niche-bad'), '/api/niche-discoveries', body, message);
  });
});

describe('niche discovery with a failing model', () => {
  const model = appWithFakeModel(3000);

  it('uses the model answer, and on failure says so with the spec message and saves nothing', async () => {
    const u = await model.t.signedInUser('niche-model@example.com');
    model.fake.script({ json: composeNiche(NICHE_ANSWERS) });
    const ok = await u.request('/api/niche-discoveries', { json: NICHE_ANSWERS });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as TNicheDiscovery).offline).toBe(false);

    model.fake.otherwise({ status: 500, error: 'down' });
    const failed = await u.request('/api/niche-discoveries', { json: NICHE_ANSWERS });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: 'Failed to analyze your niche' });
    expect(((await (await u.request('/api/niche-discoveries')).json()) as unknown[]).length).toBe(1);
  });
});
