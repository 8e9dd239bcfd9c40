import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIO_PLATFORMS, BIO_PLATFORM_INFO, bioLength, type TSavedBios } from '../../../shared/social-bios';
import { appWithFakeModel } from '../../ai/testing/model-app';
import { getUsage, reserveQuota } from '../../quota/quota.service';
import { createTestApp, type TestApp } from '../../test/harness';
import { MISSION_ANSWERS } from '../../test/samples';

describe('social bios', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('still writes bios for a profile name longer than a bio allows, leaving the name out', async () => {
    const u = await t.signedInUser('bios-long-name@example.com');
    await u.request('/api/profile', { method: 'PATCH', json: { fullName: 'n'.repeat(120) } });
    await u.request('/api/missions', { json: MISSION_ANSWERS });
    const res = await u.request('/api/social-bios', { json: { platform: 'instagram' } });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as TSavedBios;
    expect(saved.bios.join(' ')).not.toContain('n'.repeat(81));
  });

  it('saves an edited bio within the platform limit, marks it, keeps it from other users, and a regeneration clears it', async () => {
    const u = await t.signedInUser('bios-edit@example.com');
    const other = await t.signedInUser('bios-edit-other@example.com');
    await u.request('/api/missions', { json: MISSION_ANSWERS });
    await u.request('/api/social-bios', { json: { platform: 'twitter' } });
    const edit = (who: typeof u, index: number | string, bio: unknown, platform = 'twitter') =>
      who.request(`/api/social-bios/${platform}/bios/${index}`, { method: 'PATCH', json: { bio } });

    const res = await edit(u, 1, '  Helping parents over 40 train at home.  ');
    expect(res.status).toBe(200);
    const saved = (await res.json()) as TSavedBios;
    expect(saved.bios[1]).toBe('Helping parents over 40 train at home.');
    expect(saved.edited).toEqual([false, true, false]);
    const listed = (await (await u.request('/api/social-bios')).json()) as TSavedBios[];
    expect(listed.find((b) => b.platform === 'twitter')?.bios[1]).toBe('Helping parents over 40 train at home.');

    expect(await (await edit(u, 0, 'x'.repeat(161))).json()).toEqual({
      error: 'This bio is 161 characters; Twitter allows 160.',
      code: 'BAD_REQUEST',
    });
    expect((await edit(u, 0, '   ')).status).toBe(400);
    expect((await edit(u, 7, 'Fine')).status).toBe(400);
    expect((await edit(u, 0, 'Fine', 'myspace')).status).toBe(400);
    expect((await edit(u, 0, 'Fine', 'linkedin')).status).toBe(404);
    expect((await edit(other, 0, 'Mine now')).status).toBe(404);
    const after = (await (await u.request('/api/social-bios')).json()) as TSavedBios[];
    expect(after.find((b) => b.platform === 'twitter')?.bios[0]).toBe(saved.bios[0]);

    const again = (await (await u.request('/api/social-bios', { json: { platform: 'twitter' } })).json()) as TSavedBios;
    expect(again.edited).toEqual([false, false, false]);
  });

  it('asks for a mission first, then generates every platform within its limit and keeps the latest per platform', async () => {
    const u = await t.signedInUser('bios@example.com', 'Maya Patel');
    const early = await u.request('/api/social-bios', { json: { platform: 'twitter' } });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: 'Please generate a mission statement first!' });
    expect((await getUsage({ db: t.db, userId: u.id })).bio.used).toBe(0);

    await u.request('/api/missions', { json: MISSION_ANSWERS });
    for (const platform of BIO_PLATFORMS) {
      const res = await u.request('/api/social-bios', { json: { platform } });
      expect(res.status).toBe(201);
      const saved = (await res.json()) as TSavedBios;
      expect(saved.bios.length).toBeGreaterThan(0);
      for (const bio of saved.bios)
        expect(bioLength(bio, platform)).toBeLessThanOrEqual(BIO_PLATFORM_INFO[platform].characterLimit);
      expect(saved.tone).toBe(BIO_PLATFORM_INFO[platform].defaultTone);
    }
    const chosen = 'I help busy parents over 40 feel strong without hours in the gym.';
    const again = (await (
      await u.request('/api/social-bios', { json: { platform: 'twitter', missionStatement: chosen } })
    ).json()) as TSavedBios;
    expect(again.mission_statement).toBe(chosen);
    const list = (await (await u.request('/api/social-bios')).json()) as TSavedBios[];
    expect(list).toHaveLength(6);
    expect(list.find((b) => b.platform === 'twitter')?.mission_statement).toBe(chosen);
    expect((await getUsage({ db: t.db, userId: u.id })).bio.used).toBe(7);
  });

  it('refuses an unknown platform with "Platform not found", and stops at the monthly limit', async () => {
    const u = await t.signedInUser('bio-limit@example.com');
    await u.request('/api/missions', { json: MISSION_ANSWERS });
    const unknown = await u.request('/api/social-bios', { json: { platform: 'myspace' } });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ error: 'Platform not found' });
    for (let i = 0; i < 10; i++) await reserveQuota({ db: t.db, userId: u.id, kind: 'bio' });
    const limited = await u.request('/api/social-bios', { json: { platform: 'tiktok' } });
    expect(limited.status).toBe(429);
    expect(await (await u.request('/api/social-bios')).json()).toEqual([]);
  });

  it('shows a user only their own bios', async () => {
    const a = await t.signedInUser('bio-a@example.com');
    const b = await t.signedInUser('bio-b@example.com');
    await a.request('/api/missions', { json: MISSION_ANSWERS });
    await a.request('/api/social-bios', { json: { platform: 'linkedin' } });
    expect(await (await b.request('/api/social-bios')).json()).toEqual([]);
  });
});

describe('social bios with a model', () => {
  const model = appWithFakeModel(3000);

  it('saves nothing and gives the unit back when the model fails', async () => {
    const u = await model.t.signedInUser('bio-model@example.com');
    await model.t.db.insert((await import('../../db/schema')).missionStatements).values({
      userId: u.id,
      missionText: '1. I help x achieve y without z',
      statements: ['I help x achieve y without z'],
      answers: {},
    });
    model.fake.otherwise({ status: 500, error: 'down' });
    const res = await u.request('/api/social-bios', { json: { platform: 'facebook' } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'No bios generated. Please try again.' });
    expect(await (await u.request('/api/social-bios')).json()).toEqual([]);
    expect((await getUsage({ db: model.t.db, userId: u.id })).bio.used).toBe(0);
  });
});
