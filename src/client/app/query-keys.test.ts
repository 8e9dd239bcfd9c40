/// <reference types="vite/types/importMeta.d.ts" />
import { describe, expect, it } from 'vitest';
import { missionList } from '@/features/mission/api/keys';
import { nicheDiscoveryList } from '@/features/niche-discovery/api/keys';
import { contentPlanList } from '@/features/content-strategy/api/keys';
import { queryKeys } from '@/lib/query-keys';

// Each feature makes its own keys, so only a look across all of them can see two features pick the same.
const featureModules = import.meta.glob<Record<string, unknown>>('../features/*/api/keys.ts', { eager: true });

/** [owner, key] for every key made by the shared factories and by each feature's, each factory once. */
function everyKey(): [string, readonly unknown[]][] {
  const out: [string, readonly unknown[]][] = [];
  const seen = new Set<unknown>();
  const walk = (owner: string, node: unknown) => {
    if (typeof node !== 'function' && (typeof node !== 'object' || node === null)) return;
    // A feature re-exporting a shared key (the missions) hands over the very same factory.
    if (seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) out.push([owner, node]);
    else if (typeof node === 'function') out.push([owner, (node as (id: string) => readonly unknown[])('id-1')]);
    else for (const value of Object.values(node)) walk(owner, value);
  };
  walk('lib', queryKeys);
  for (const [file, exports] of Object.entries(featureModules)) walk(file.split('/')[2]!, exports);
  return out;
}

describe('the query keys of every feature', () => {
  it('finds the keys files', () => {
    expect(Object.keys(featureModules)).toEqual(
      expect.arrayContaining(['../features/mission/api/keys.ts', '../features/content-strategy/api/keys.ts']),
    );
  });

  it('gives every query its own key', () => {
    const keys = everyKey().map(([, key]) => JSON.stringify(key));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("starts each feature's keys with a part no other feature uses, so invalidating one never reaches another", () => {
    const owners = new Map<unknown, Set<string>>();
    for (const [owner, key] of everyKey()) owners.set(key[0], (owners.get(key[0]) ?? new Set()).add(owner));
    const shared = [...owners].filter(([, by]) => by.size > 1).map(([first, by]) => [first, [...by]]);
    expect(shared).toEqual([]);
  });

  it('meters the missions and the content plans, not the niche discoveries', () => {
    expect([missionList.metered, contentPlanList.metered, nicheDiscoveryList.metered]).toEqual([true, true, false]);
  });
});
