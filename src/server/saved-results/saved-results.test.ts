import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TNicheDiscovery } from '../../shared/niche-discovery';
import { nicheDiscoveries } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { uniqueUser } from '../test/saved-results';
import { NICHE_ANSWERS } from '../test/samples';
import { defineSavedResults } from './saved-results';

const URL = '/api/niche-discoveries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const make = async (u: Awaited<ReturnType<typeof uniqueUser>>, n: number) => {
  const made: TNicheDiscovery[] = [];
  for (let i = 0; i < n; i++) {
    const res = await u.request(URL, { json: { ...NICHE_ANSWERS, scalableSkill: `Course ${i}` } });
    made.push((await res.json()) as TNicheDiscovery);
  }
  return made.reverse();
};
const ids = async (u: Awaited<ReturnType<typeof uniqueUser>>, query = '') =>
  ((await (await u.request(`${URL}${query}`)).json()) as TNicheDiscovery[]).map((d) => d.id);

describe('a saved-result list', () => {
  it('is whole without a limit and pages newest first with one', async () => {
    const u = await uniqueUser(t, 'kit-page');
    const newestFirst = (await make(u, 3)).map((d) => d.id);
    expect(await ids(u)).toEqual(newestFirst);
    expect(await ids(u, '?limit=2')).toEqual(newestFirst.slice(0, 2));
    expect(await ids(u, '?limit=2&offset=2')).toEqual(newestFirst.slice(2));
    expect(await ids(u, '?offset=1')).toEqual(newestFirst.slice(1));
    expect(await ids(u, '?limit=100&offset=3')).toEqual([]);
  });

  it.each([
    ['limit=0', 'limit must be a whole number from 1 to 100.'],
    ['limit=101', 'limit must be a whole number from 1 to 100.'],
    ['limit=two', 'limit must be a whole number from 1 to 100.'],
    ['limit=1.5', 'limit must be a whole number from 1 to 100.'],
    ['offset=-1', 'offset must be a whole number, 0 or more.'],
    ['offset=ten', 'offset must be a whole number, 0 or more.'],
    ['limit=', 'limit must be a whole number from 1 to 100.'],
  ])('refuses ?%s with a message naming the parameter', async (query, message) => {
    const u = await uniqueUser(t, 'kit-bad-page');
    const res = await u.request(`${URL}?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
  });
});

describe('a saved-result delete', () => {
  it('keeps the result when what goes with it cannot be deleted', async () => {
    const u = await uniqueUser(t, 'kit-also');
    const [made] = await make(u, 1);
    if (!made) throw new Error('a discovery was expected');
    const failing = defineSavedResults({
      name: 'kit_test_niche',
      table: nicheDiscoveries,
      at: nicheDiscoveries.generatedAt,
      notFound: 'Gone.',
      toRecord: (r) => r.id,
      alsoDelete: async () => {
        throw new Error('the companion row is locked');
      },
    });
    await expect(failing.remove({ db: t.db, userId: u.id, id: made.id })).rejects.toThrow('locked');
    expect(await ids(u)).toEqual([made.id]);
    await expect(failing.get({ db: t.db, userId: 'someone-else', id: made.id })).rejects.toMatchObject({
      status: 404,
      message: 'Gone.',
    });
    expect(await failing.get({ db: t.db, userId: u.id, id: made.id })).toBe(made.id);
  });
});
