import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBrandProfile } from '../../../shared/brand-profile';
import type { TDashboard } from '../../../shared/dashboard';
import { createTestApp, type TestApp } from '../../test/harness';

const URL = '/api/brand-profile';
type User = Awaited<ReturnType<TestApp['signedInUser']>>;

const profileOf = async (u: User) => (await (await u.request(URL)).json()) as TBrandProfile;
const put = (u: User, field: string, value: unknown) =>
  u.request(`${URL}/fields/${field}`, { method: 'PUT', json: { value } });

/** Every field filled by hand, each within its limits. */
export const FULL_PROFILE: Record<string, string | string[]> = {
  displayName: 'Nadia Brooks',
  mission: 'I help first-time puppy owners raise a calm dog without harsh corrections.',
  niche: 'Positive-reinforcement training for city puppies',
  audience: 'First-time puppy owners in flats who work full time',
  painPoints: ['Pulling on the leash', 'Barking when left alone'],
  promise: 'A puppy that walks calmly and settles alone within six weeks',
  offer: 'Calm Puppy Club: six weeks of short daily lessons for $149',
  pillars: ['Training tips', 'Puppy stories'],
  voice: ['warm', 'practical', 'upbeat'],
  voiceSample: 'Your puppy is not being naughty. She is a baby learning a loud city, and we can help her.',
  avoidWords: ['alpha', 'dominance'],
  platforms: ['instagram', 'tiktok'],
};

describe('brand profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it("starts empty, saves each field on its own as the user's edit, clears it, and is the user's alone", async () => {
    const u = await t.signedInUser('brand@example.com');
    const other = await t.signedInUser('brand-other@example.com');
    expect(await profileOf(u)).toEqual({
      fields: {},
      completeness: expect.objectContaining({ filled: 0, total: 12, percent: 0, complete: false }) as unknown,
    });

    const res = await put(u, 'niche', '  Dog training for city puppies  ');
    expect(res.status).toBe(200);
    const after = (await res.json()) as TBrandProfile;
    expect(after.fields.niche).toMatchObject({
      value: 'Dog training for city puppies',
      source: { tool: 'manual', id: null },
    });
    expect(Date.parse(after.fields.niche?.updated_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(after.fields)).toEqual(['niche']);

    // Lists are trimmed, blanks and repeats (any case) dropped.
    const pains = (await (await put(u, 'painPoints', [' Pulling ', '', 'pulling', 'Barking'])).json()) as TBrandProfile;
    expect(pains.fields.painPoints?.value).toEqual(['Pulling', 'Barking']);
    expect(pains.fields.niche?.value).toBe('Dog training for city puppies');

    // Another user sees and changes nothing of it: the profile is read and written by the session alone.
    expect((await profileOf(other)).fields).toEqual({});
    expect((await put(other, 'niche', 'Taken over')).status).toBe(200);
    expect((await profileOf(u)).fields.niche?.value).toBe('Dog training for city puppies');

    expect((await put(u, 'niche', '')).status).toBe(200);
    expect((await profileOf(u)).fields.niche).toBeUndefined();
    expect((await put(u, 'painPoints', [' '])).status).toBe(200);
    expect((await profileOf(u)).fields.painPoints).toBeUndefined();
    expect((await t.agent().request(URL)).status).toBe(401);
  });

  it('refuses bad values with a message naming the field, and changes nothing', async () => {
    const u = await t.signedInUser('brand-bad@example.com');
    await put(u, 'voiceSample', 'Short and kind.');
    await put(u, 'painPoints', ['One']);
    const before = await profileOf(u);
    const cases: [string, unknown, string][] = [
      [
        'painPoints',
        Array.from({ length: 50 }, (_, i) => `Pain ${i}`),
        'Audience pain points can have at most 15 entries',
      ],
      ['voiceSample', 'x'.repeat(5000), 'Voice sample must be at most 1500 characters'],
      ['voice', ['a', 'b', 'c', 'd', 'e', 'f'], 'Voice can have at most 5 entries'],
      ['painPoints', 'not a list', 'Audience pain points must be a list'],
      ['niche', 42, 'Niche must be text'],
      ['niche', undefined, 'Niche must be text'],
      ['platforms', ['myspace'], 'Platforms used must be among'],
      ['painPoints', ['y'.repeat(301)], 'Pain point must be at most 300 characters'],
    ];
    for (const [field, value, message] of cases) {
      const res = await put(u, field, value);
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as { error: string }).error).toContain(message);
    }
    const unknown = await put(u, 'favouriteColour', 'blue');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { error: string }).error).toContain('Field must be one of displayName');
    const nul = await put(u, 'niche', 'dog\u0000training');
    expect(nul.status).toBe(400);
    const extra = await u.request(`${URL}/fields/niche`, { method: 'PUT', json: { value: 'x', admin: true } });
    expect(extra.status).toBe(400);
    expect(await profileOf(u)).toEqual(before);
  });

  it("'Add to brand profile' writes exactly the accepted fields with the result as their source", async () => {
    const u = await t.signedInUser('brand-accept@example.com');
    await put(u, 'audience', 'My own words for my audience');
    const id = '3f1c2b9e-1d2a-4c5b-9e8f-0a1b2c3d4e5f';
    const res = await u.request(`${URL}/accept`, {
      json: {
        source: { tool: 'niche-discovery', id },
        fields: { niche: 'Budgeting for freelancers', pillars: ['Money basics', 'Money basics', 'Tax time'] },
      },
    });
    expect(res.status).toBe(200);
    const p = (await res.json()) as TBrandProfile;
    expect(p.fields.niche).toMatchObject({
      value: 'Budgeting for freelancers',
      source: { tool: 'niche-discovery', id },
    });
    expect(p.fields.pillars?.value).toEqual(['Money basics', 'Tax time']);
    // Not sent, so not touched: the user's own audience stays, with its own source.
    expect(p.fields.audience).toMatchObject({ value: 'My own words for my audience', source: { tool: 'manual' } });

    const bad: [unknown, string][] = [
      [{ source: { tool: 'niche-discovery', id }, fields: {} }, 'Choose at least one field to add'],
      [{ source: { tool: 'niche-discovery', id }, fields: { niche: '' } }, 'Niche is empty'],
      [{ source: { tool: 'horoscope', id }, fields: { niche: 'x' } }, 'Source must be one of'],
      [{ source: { tool: 'offer', id: '../../etc' }, fields: { niche: 'x' } }, 'Source id must be'],
      [{ source: { tool: 'offer', id }, fields: { shoeSize: '42' } }, 'Unexpected field'],
      [
        { source: { tool: 'offer', id }, fields: { painPoints: Array.from({ length: 50 }, (_, i) => `p${i}`) } },
        'at most 15',
      ],
    ];
    for (const [body, message] of bad) {
      const r = await u.request(`${URL}/accept`, { json: body });
      expect(r.status).toBe(400);
      expect(((await r.json()) as { error: string }).error).toContain(message);
    }
    expect(await profileOf(u)).toEqual(p);
  });

  it('counts a complete profile in the dashboard progress; three voice words are needed for the voice to count', async () => {
    const u = await t.signedInUser('brand-full@example.com');
    for (const [field, value] of Object.entries(FULL_PROFILE)) {
      if (field !== 'voice') expect((await put(u, field, value)).status).toBe(200);
    }
    await put(u, 'voice', ['warm', 'practical']);
    let p = await profileOf(u);
    expect(p.completeness).toMatchObject({ filled: 11, missing: ['voice'], complete: false });
    let dashboard = (await (await u.request('/api/dashboard')).json()) as TDashboard;
    expect(dashboard.counts.brand_profile).toBe(0);

    await put(u, 'voice', FULL_PROFILE.voice);
    p = await profileOf(u);
    expect(p.completeness).toEqual({ filled: 12, total: 12, percent: 100, missing: [], complete: true });
    dashboard = (await (await u.request('/api/dashboard')).json()) as TDashboard;
    expect(dashboard.counts.brand_profile).toBe(1);
    expect(dashboard.progress.rows.at(-1)).toEqual({
      key: 'brand_profile',
      label: 'Brand Profile',
      current: 1,
      target: 1,
    });
  });

  it('goes with the account', async () => {
    const u = await t.signedInUser('brand-gone@example.com');
    await put(u, 'niche', 'Something');
    const { brandProfileFields } = await import('./brand-profile.schema');
    const { user } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    await t.db.delete(user).where(eq(user.id, u.id));
    expect(await t.db.select().from(brandProfileFields).where(eq(brandProfileFields.userId, u.id))).toEqual([]);
  });
});
