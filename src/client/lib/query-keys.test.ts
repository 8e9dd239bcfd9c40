import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateAfterChange, queryKeys, type SavedList, toolKeys } from './query-keys';

/** Every key the shared factories make, with sample ids, named by where it sits in `queryKeys`. */
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

// Lists as features declare them in their api/keys.ts: the missions are shared, the others a tool's own.
const plans = toolKeys('content-plans');
const missionList: SavedList = { all: queryKeys.missions.all, metered: true };
const planList: SavedList = { all: plans.all, metered: true };
const discoveryList: SavedList = { all: toolKeys('niche-discoveries').all, metered: false };

describe('queryKeys', () => {
  it('gives every query its own key', () => {
    const keys = allKeys().map(([, key]) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("puts an item under its list, so the list's invalidation reaches it", () => {
    expect(plans.detail('p1').slice(0, 1)).toEqual(plans.all);
    expect(queryKeys.missions.detail('m1').slice(0, 1)).toEqual(queryKeys.missions.all);
  });
});

describe('invalidateAfterChange', () => {
  it('after a metered generation: exactly usage, the dashboard and the list', async () => {
    for (const list of [missionList, planList]) {
      const keys = await invalidated((qc) => invalidateAfterChange(qc, list, 'generated'));
      expect(keys).toHaveLength(3);
      expect(keys).toEqual(expect.arrayContaining([queryKeys.usage, queryKeys.dashboard, list.all]));
    }
  });

  it('after a niche discovery, which has no quota: the dashboard and the list', async () => {
    const keys = await invalidated((qc) => invalidateAfterChange(qc, discoveryList, 'generated'));
    expect(keys).toEqual([discoveryList.all, queryKeys.dashboard]);
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
    for (const list of [missionList, discoveryList, planList]) {
      const keys = await invalidated((qc) => invalidateAfterChange(qc, list, 'deleted'));
      expect(keys).toEqual([list.all, queryKeys.dashboard]);
    }
  });

  it('marks the cached list, its items and the dashboard stale, and leaves other data fresh', async () => {
    const queryClient = new QueryClient();
    const keys = [plans.all, plans.detail('p1'), queryKeys.dashboard, queryKeys.missions.all];
    keys.forEach((key) => queryClient.setQueryData(key, 'cached'));
    await invalidateAfterChange(queryClient, planList, 'deleted');
    expect(keys.map((key) => queryClient.getQueryState(key)?.isInvalidated)).toEqual([true, true, true, false]);
  });
});
