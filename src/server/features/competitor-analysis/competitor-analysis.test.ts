import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCompetitorStats, TSavedCompetitorAnalysis } from '../../../shared/competitor-analysis';
import { createTestApp, type TestApp } from '../../test/harness';
import { expectOwnerOnlyResults } from '../../test/saved-results';
import { COMPETITOR_REQUEST } from '../../test/samples';

const URL = '/api/competitor-analyses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fresh = () => t.signedInUser(`ca-${Math.random().toString(36).slice(2)}@example.com`);
type User = Awaited<ReturnType<typeof fresh>>;
const listOf = async (u: User) => (await (await u.request(URL)).json()) as TSavedCompetitorAnalysis[];
const statsOf = async (u: User) => (await (await u.request(`${URL}/stats`)).json()) as TCompetitorStats;

describe('competitor analysis with the offline composer', () => {
  it('saves one analysis per competitor, in order, with insights, and lists newest first', async () => {
    const u = await fresh();
    const res = await u.request(URL, { json: COMPETITOR_REQUEST });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as TSavedCompetitorAnalysis[];
    expect(saved.map((a) => a.competitor_handle)).toEqual(['@pawsitivepups', 'leeds.dog_school']);
    expect(saved[0]).toMatchObject({
      competitor_name: 'Pawsitive Pups',
      platform: 'instagram',
      notes: 'Daily puppy Reels, rarely explains the method',
      industry_context: 'Dog training for first-time puppy owners',
      offline: true,
    });
    expect(saved[1]?.notes).toBeNull();
    expect(saved[0]?.insights.length).toBeGreaterThanOrEqual(3);
    expect(saved[0]?.insights.every((i) => i.analysis_id === saved[0]?.id)).toBe(true);

    const later = (await (
      await u.request(URL, {
        json: { platform: 'youtube', competitors: [{ name: 'Sit Happens', handle: 'sithappens' }] },
      })
    ).json()) as TSavedCompetitorAnalysis[];
    expect(later[0]?.industry_context).toBe('General business/brand analysis');
    expect((await listOf(u)).map((a) => a.id)).toEqual([later[0]?.id, saved[0]?.id, saved[1]?.id]);

    const detail = await u.request(`${URL}/${saved[0]?.id}`);
    expect(await detail.json()).toEqual(saved[0]);

    const dashboard = (await (await u.request('/api/dashboard')).json()) as {
      activity: { title: string; href: string }[];
    };
    expect(dashboard.activity).toContainEqual(
      expect.objectContaining({
        title: 'Competitor analysed: Pawsitive Pups (@pawsitivepups)',
        href: `/competitor-analysis/${saved[0]?.id}`,
      }),
    );
  });

  it('counts analyses, insights, opportunities and trends for the user only', async () => {
    const u = await fresh();
    expect(await statsOf(u)).toEqual({ total_analyses: 0, total_insights: 0, opportunities: 0, trends: 0 });
    const saved = (await (await u.request(URL, { json: COMPETITOR_REQUEST })).json()) as TSavedCompetitorAnalysis[];
    const insights = saved.flatMap((a) => a.insights);
    expect(await statsOf(u)).toEqual({
      total_analyses: 2,
      total_insights: insights.length,
      opportunities: insights.filter((i) => i.insight_type === 'opportunity').length,
      trends: insights.filter((i) => i.insight_type === 'trend').length,
    });
    expect((await statsOf(await fresh())).total_analyses).toBe(0);
  });

  it('reads and deletes only for the owner; the insights go with the analysis', async () => {
    const u = await fresh();
    const other = await fresh();
    const [first, second] = (await (
      await u.request(URL, { json: COMPETITOR_REQUEST })
    ).json()) as TSavedCompetitorAnalysis[];
    if (!first || !second) throw new Error('two analyses were expected');
    expect((await t.agent().request(URL, { json: COMPETITOR_REQUEST })).status).toBe(401);

    const before = await statsOf(u);
    const notFound = 'That competitor analysis does not exist.';
    await expectOwnerOnlyResults({ t, url: URL, owner: u, other, newer: first, older: second, notFound });
    expect((await listOf(u)).map((a) => a.id)).toEqual([first.id]);
    expect(await statsOf(u)).toMatchObject({
      total_analyses: 1,
      total_insights: before.total_insights - second.insights.length,
    });
  });

  const competitor = (i: number) => ({ name: `Rival ${i}`, handle: `@rival${i}` });
  it.each([
    ['no platform', { ...COMPETITOR_REQUEST, platform: '' }, 'Please select a platform'],
    ['an unknown platform', { ...COMPETITOR_REQUEST, platform: 'myspace' }, 'Please select a platform'],
    [
      'no competitors',
      { ...COMPETITOR_REQUEST, competitors: [] },
      'Please add at least one competitor with both name and handle',
    ],
    [
      '11 competitors',
      { ...COMPETITOR_REQUEST, competitors: Array.from({ length: 11 }, (_, i) => competitor(i)) },
      'Competitors can have at most 10 entries',
    ],
    [
      'a blank handle',
      { ...COMPETITOR_REQUEST, competitors: [{ name: 'Rival', handle: '  ' }] },
      'Competitor handle must not be empty',
    ],
    [
      'a blank name',
      { ...COMPETITOR_REQUEST, competitors: [{ name: '', handle: '@rival' }] },
      'Competitor name must not be empty',
    ],
    [
      'a handle with spaces',
      { ...COMPETITOR_REQUEST, competitors: [{ name: 'Rival', handle: '@dog trainer' }] },
      /no spaces or emoji/,
    ],
    [
      'a handle with emoji',
      { ...COMPETITOR_REQUEST, competitors: [{ name: 'Rival', handle: '@dogs🐶' }] },
      /no spaces or emoji/,
    ],
    ['an extra field', { ...COMPETITOR_REQUEST, isAdmin: true }, 'Unexpected field: isAdmin'],
  ])('refuses %s clearly and saves nothing', async (_n, body, message) => {
    const u = await fresh();
    const res = await u.request(URL, { json: body });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(await listOf(u)).toEqual([]);
  });

  it('accepts exactly 10 competitors', async () => {
    const u = await fresh();
    const body = { ...COMPETITOR_REQUEST, competitors: Array.from({ length: 10 }, (_, i) => competitor(i)) };
    expect((await u.request(URL, { json: body })).status).toBe(201);
    expect((await statsOf(u)).total_analyses).toBe(10);
  });
});
