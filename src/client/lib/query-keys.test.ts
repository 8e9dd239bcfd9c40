import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfterChange, queryKeys, toolKeys } from './query-keys';

/** Every key the factories make, with sample ids, named by where it sits in `queryKeys`. */
function allKeys(): [string, readonly unknown[]][] {
  const out: [string, readonly unknown[]][] = [];
  const walk = (node: unknown, name: string) => {
    if (Array.isArray(node)) out.push([name, node]);
    else if (typeof node === 'function') out.push([name, (node as (id: string) => readonly unknown[])('id-1')]);
    else for (const [k, v] of Object.entries(node as object)) walk(v, name ? `${name}.${k}` : k);
  };
  walk(queryKeys, '');
  return out;
}

function invalidated(run: (qc: QueryClient) => Promise<void>) {
  const queryClient = new QueryClient();
  const spy = vi.spyOn(queryClient, 'invalidateQueries');
  return run(queryClient).then(() => spy.mock.calls.map(([filters]) => filters?.queryKey));
}

describe('queryKeys', () => {
  it('gives every query its own key', () => {
    const keys = allKeys().map(([, key]) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("puts a content plan under the plans list, so the list's invalidation reaches it", () => {
    expect(queryKeys.contentPlans.detail('p1').slice(0, 1)).toEqual(queryKeys.contentPlans.all);
  });

  it('keeps a shared plan and a plan job apart from the owner plans and from each other', () => {
    expect(queryKeys.sharedPlans.detail('p1')[0]).not.toBe(queryKeys.contentPlans.all[0]);
    expect(queryKeys.planJobs.detail('active')).not.toEqual(queryKeys.planJobs.active);
  });
});

describe('invalidateAfterChange', () => {
  it('after a metered generation: exactly usage, the dashboard and the list', async () => {
    for (const feature of ['missions', 'contentPlans'] as const) {
      const keys = await invalidated((qc) => invalidateAfterChange(qc, feature, 'generated'));
      expect(keys).toHaveLength(3);
      expect(keys).toEqual(expect.arrayContaining([queryKeys.usage, queryKeys.dashboard, queryKeys[feature].all]));
    }
  });

  it('after a niche discovery, which has no quota: the dashboard and the list', async () => {
    const keys = await invalidated((qc) => invalidateAfterChange(qc, 'nicheDiscoveries', 'generated'));
    expect(keys).toEqual([queryKeys.nicheDiscoveries.all, queryKeys.dashboard]);
  });

  it("takes a new tool's own list, metered or not, without an entry in queryKeys", async () => {
    const list = toolKeys('brand-voice');
    expect(list.detail('x').slice(0, 1)).toEqual(list.all);
    expect(await invalidated((qc) => invalidateAfterChange(qc, { all: list.all, metered: true }, 'generated'))).toEqual(
      [['brand-voice'], queryKeys.dashboard, queryKeys.usage],
    );
    expect(
      await invalidated((qc) => invalidateAfterChange(qc, { all: list.all, metered: false }, 'generated')),
    ).toEqual([['brand-voice'], queryKeys.dashboard]);
  });

  it('after a delete, which gives no quota back: the dashboard and the list', async () => {
    for (const feature of ['missions', 'nicheDiscoveries', 'contentPlans'] as const) {
      const keys = await invalidated((qc) => invalidateAfterChange(qc, feature, 'deleted'));
      expect(keys).toEqual([queryKeys[feature].all, queryKeys.dashboard]);
    }
  });

  it('marks the cached list, its items and the dashboard stale, and leaves other data fresh', async () => {
    const queryClient = new QueryClient();
    const keys = [
      queryKeys.contentPlans.all,
      queryKeys.contentPlans.detail('p1'),
      queryKeys.dashboard,
      queryKeys.missions.all,
    ];
    keys.forEach((key) => queryClient.setQueryData(key, 'cached'));
    await invalidateAfterChange(queryClient, 'contentPlans', 'deleted');
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
