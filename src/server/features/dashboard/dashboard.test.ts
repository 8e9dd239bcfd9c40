import { type SQL, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_LIMIT, type TActivityItem, type TDashboard, type TDashboardCounts } from '../../../shared/dashboard';
import type { UserIdParam } from '../../saved-results/dashboard-sources';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
const cleanups: (() => void)[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => cleanups.splice(0).forEach((off) => off()));
afterAll(async () => t.close());

const item = (userId: string, n: number, kind = 'mission'): TActivityItem => ({
  id: `${kind}:${userId}:${n}`,
  kind,
  title: `${kind} ${n}`,
  href: '/mission',
  created_at: new Date(Date.UTC(2025, 0, n)).toISOString(),
});

/**
 * A JSON value per user, chosen by the database: the dashboard builds its statement once for every
 * user, so a source can only tell users apart in SQL, as a feature's scoped query does.
 */
function perUserJson<V>(userId: UserIdParam, byUser: Record<string, V>, otherwise: V): SQL {
  const cases = Object.entries(byUser).map(([id, v]) => sql`when ${id} then ${JSON.stringify(v)}::json`);
  if (cases.length === 0) return sql`${JSON.stringify(otherwise)}::json`;
  return sql`(case ${userId}::text ${sql.join(cases, sql` `)} else ${JSON.stringify(otherwise)}::json end)`;
}

const mapValues = <V, W>(o: Record<string, V>, f: (v: V) => W) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));

/** A source that answers per user. */
function fakeSource(id: string, perUser: Record<string, { missions?: number; items?: TActivityItem[] }>) {
  return t.deps.dashboard.register({
    id,
    counts: (userId) => ({
      sql: perUserJson(
        userId,
        mapValues(perUser, (p) => ({ missions: p.missions ?? 0 })),
        { missions: 0 },
      ),
      read: (value: Partial<TDashboardCounts>) => value,
    }),
    activity: (userId, limit) => ({
      sql: perUserJson(
        userId,
        mapValues(perUser, (p) =>
          [...(p.items ?? [])].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, limit),
        ),
        [],
      ),
      read: (rows: TActivityItem[]) => rows,
    }),
  });
}

async function dashboardOf(u: Pick<ReturnType<TestApp['agent']>, 'request'>) {
  const res = await u.request('/api/dashboard');
  expect(res.status).toBe(200);
  return (await res.json()) as TDashboard;
}

describe('GET /api/dashboard', () => {
  it('needs a session', async () => {
    const res = await t.agent().request('/api/dashboard');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Please sign in to continue.' });
  });

  it('answers zero counts, level 1 and no activity when no feature is registered', async () => {
    const u = await t.signedInUser('empty@example.com');
    expect(await dashboardOf(u)).toEqual({
      counts: { missions: 0, niche_discoveries: 0, content_plans: 0, brand_profile: 0 },
      progress: {
        percent: 0,
        level: 1,
        rows: [
          { key: 'missions', label: 'Mission Statements', current: 0, target: 3 },
          { key: 'niche_discoveries', label: 'Niche Discoveries', current: 0, target: 1 },
          { key: 'content_plans', label: 'Content Plans', current: 0, target: 2 },
          { key: 'brand_profile', label: 'Brand Profile', current: 0, target: 1 },
        ],
      },
      activity: [],
    });
  });

  it("sums registered sources' counts, computes the level and lists the user's own activity newest first", async () => {
    const u = await t.signedInUser('busy@example.com');
    const other = await t.signedInUser('other@example.com');
    cleanups.push(
      fakeSource('missions', {
        [u.id]: { missions: 5, items: [item(u.id, 1), item(u.id, 3)] },
        [other.id]: { missions: 1, items: [item(other.id, 9)] },
      }),
      t.deps.dashboard.register({
        id: 'plans',
        counts: (userId) => ({
          sql: perUserJson(userId, { [u.id]: { content_plans: 1, niche_discoveries: 1 } }, {}),
          read: (value: Partial<TDashboardCounts>) => value,
        }),
        activity: (userId) => ({
          sql: perUserJson(userId, { [u.id]: [item(u.id, 2, 'content-plan')] }, []),
          read: (rows: TActivityItem[]) => rows,
        }),
      }),
    );
    const d = await dashboardOf(u);
    expect(d.counts).toEqual({ missions: 5, niche_discoveries: 1, content_plans: 1, brand_profile: 0 });
    // (min(5/3,1) + 1/1 + 1/2 + 0/1) / 4 = 62.5 % -> 63, level floor(63/25)+1 = 3
    expect(d.progress).toMatchObject({ percent: 63, level: 3 });
    expect(d.activity.map((a) => a.title)).toEqual(['mission 3', 'content-plan 2', 'mission 1']);

    const theirs = await dashboardOf(other);
    expect(theirs.counts.missions).toBe(1);
    expect(theirs.activity.map((a) => a.title)).toEqual(['mission 9']);
  });

  it(`lists at most ${ACTIVITY_LIMIT} items`, async () => {
    const u = await t.signedInUser('many@example.com');
    const items = Array.from({ length: 15 }, (_, i) => item(u.id, i + 1));
    const plans = Array.from({ length: 8 }, (_, i) => item(u.id, i + 16, 'plan'));
    cleanups.push(fakeSource('many', { [u.id]: { items } }), fakeSource('more', { [u.id]: { items: plans } }));
    const d = await dashboardOf(u);
    expect(d.activity).toHaveLength(ACTIVITY_LIMIT);
    expect(d.activity[0]?.title).toBe('plan 23');
    expect(d.activity.at(-1)?.title).toBe('mission 14');
  });

  it('still answers when one source fails, counting only the others', async () => {
    const u = await t.signedInUser('partial@example.com');
    cleanups.push(
      fakeSource('works', { [u.id]: { missions: 2, items: [item(u.id, 4)] } }),
      t.deps.dashboard.register({
        id: 'broken',
        counts: () => ({ sql: sql`(select count(*)::int from no_such_table)`, read: () => ({ missions: 40 }) }),
        activity: () => ({ sql: sql`(select json_agg(x) from no_such_table x)`, read: () => [item(u.id, 9)] }),
      }),
    );
    const d = await dashboardOf(u);
    expect(d.counts.missions).toBe(2);
    expect(d.activity.map((a) => a.title)).toEqual(['mission 4']);
  });

  it('leaves out a source whose value it cannot read', async () => {
    const u = await t.signedInUser('unreadable@example.com');
    cleanups.push(
      fakeSource('works', { [u.id]: { missions: 1, items: [item(u.id, 2)] } }),
      t.deps.dashboard.register({
        id: 'garbled',
        counts: () => ({
          sql: sql`'{}'::json`,
          read: (): Partial<TDashboardCounts> => {
            throw new Error('bad shape');
          },
        }),
        activity: () => ({ sql: sql`'"text"'::json`, read: (rows: TActivityItem[]) => rows.map((r) => r) }),
      }),
    );
    const d = await dashboardOf(u);
    expect(d.counts.missions).toBe(1);
    expect(d.activity.map((a) => a.title)).toEqual(['mission 2']);
  });

  it('replaces a source registered again under the same id', async () => {
    const u = await t.signedInUser('replace@example.com');
    cleanups.push(fakeSource('same', { [u.id]: { missions: 1 } }), fakeSource('same', { [u.id]: { missions: 2 } }));
    expect((await dashboardOf(u)).counts.missions).toBe(2);
  });
});

describe('GET /api/dashboard with real tools', () => {
  it('counts the user’s own missions, discoveries and plans, and lists them newest first', async () => {
    const { MISSION_ANSWERS, PLAN_INPUT } = await import('../../test/samples');
    const u = await t.signedInUser('dash-real@example.com');
    const other = await t.signedInUser('dash-real-other@example.com');
    for (let i = 0; i < 2; i++) expect((await u.request('/api/missions', { json: MISSION_ANSWERS })).status).toBe(201);
    const niche = {
      skillsList: 'Baking',
      fulfillmentActivities: 'Teaching kids',
      demandSkills: 'Birthday cakes',
      proofPoints: '200 cakes sold',
      personalStory: 'Learned from my grandmother',
      scalableSkill: 'Cake decorating course',
    };
    expect((await u.request('/api/niche-discoveries', { json: niche })).status).toBe(201);
    const job = (await (await u.request('/api/content-strategy/jobs', { json: PLAN_INPUT })).json()) as { id: string };
    await expect
      .poll(
        async () =>
          ((await (await u.request(`/api/content-strategy/jobs/${job.id}`)).json()) as { status: string }).status,
        {
          timeout: 15_000,
        },
      )
      .toBe('succeeded');

    expect((await u.request('/api/social-bios', { json: { platform: 'tiktok' } })).status).toBe(201);
    // Every tool's counts and activity arrive in one statement, prepared once and then only executed.
    await dashboardOf(u);
    const client = (t.deps.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const select = vi.spyOn(t.deps.db, 'select');
    const d = await dashboardOf(u);
    expect(query).toHaveBeenCalledTimes(1);
    // PGlite is sent `execute dashboard_…`; node-postgres a query named `dashboard_…`.
    const [sent] = query.mock.calls[0] ?? [];
    expect(typeof sent === 'string' ? sent : (sent as { name: string }).name).toMatch(/^(execute )?dashboard_/);
    expect(select).not.toHaveBeenCalled();
    query.mockRestore();
    select.mockRestore();
    expect(d.counts).toEqual({ missions: 2, niche_discoveries: 1, content_plans: 1, brand_profile: 0 });
    // (min(2/3,1) + 1 + min(1/2,1) + 0) / 4 = 54%, level 3
    expect(d.progress).toMatchObject({ percent: 54, level: 3 });
    expect(d.activity.map((a) => a.kind)).toEqual([
      'social-bios',
      'content-plan',
      'niche-discovery',
      'mission',
      'mission',
    ]);
    expect(d.activity[0]?.title).toBe('TikTok bios');
    expect(d.activity[1]?.href).toBe(`/content-plans/${job.id}`);

    const theirs = await dashboardOf(other);
    expect(theirs.counts).toEqual({ missions: 0, niche_discoveries: 0, content_plans: 0, brand_profile: 0 });
    expect(theirs.activity).toEqual([]);
  });
});
