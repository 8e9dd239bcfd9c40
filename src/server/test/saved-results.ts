import { expect } from 'vitest';
import type { TDashboard } from '../../shared/dashboard';
import type { TestApp } from './harness';

type Agent = ReturnType<TestApp['agent']>;

/** A signed-in user no other test of the file shares. */
export const uniqueUser = (t: TestApp, prefix: string) =>
  t.signedInUser(`${prefix}-${Math.random().toString(36).slice(2)}@example.com`);

/**
 * What every saved-result tool promises about its list, get and delete routes, checked through the API:
 * `newer` and `older` are two results `owner` made in that order. The owner lists them newest first and
 * reads each as it was answered when made; nobody else lists, reads or deletes them (404 with the tool's
 * message, 401 without a session); an id that is not a uuid is refused with the same message; deleting
 * `older` removes it and leaves `newer`. With `activity`, the owner's dashboard lists `older` as that
 * item and nobody else's lists it; with `body`, a generation without a session answers 401.
 */
export async function expectOwnerOnlyResults(o: {
  t: TestApp;
  url: string;
  owner: Agent;
  other: Agent;
  newer: { id: string };
  older: { id: string };
  notFound: string;
  activity?: { title: string; href: string };
  body?: unknown;
}) {
  const { t, url, owner, other, newer, older } = o;
  if (o.activity) {
    const mine = (await (await owner.request('/api/dashboard')).json()) as TDashboard;
    expect(mine.activity).toContainEqual(expect.objectContaining(o.activity));
    const theirs = (await (await other.request('/api/dashboard')).json()) as TDashboard;
    expect(theirs.activity.filter((i) => i.href === o.activity?.href)).toEqual([]);
  }
  const list = (await (await owner.request(url)).json()) as { id: string }[];
  expect(list.map((x) => x.id).filter((id) => id === newer.id || id === older.id)).toEqual([newer.id, older.id]);
  expect(await (await owner.request(`${url}/${older.id}`)).json()).toEqual(older);

  expect(await (await other.request(url)).json()).toEqual([]);
  for (const method of ['GET', 'DELETE']) {
    const res = await other.request(`${url}/${older.id}`, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: o.notFound });
  }
  const anonymous = t.agent();
  expect((await anonymous.request(url)).status).toBe(401);
  if (o.body !== undefined) expect((await anonymous.request(url, { json: o.body })).status).toBe(401);
  expect((await anonymous.request(`${url}/${older.id}`)).status).toBe(401);
  expect((await anonymous.request(`${url}/${older.id}`, { method: 'DELETE' })).status).toBe(401);

  const notAnId = await owner.request(`${url}/not-an-id`);
  expect(notAnId.status).toBe(400);
  expect(await notAnId.json()).toMatchObject({ error: o.notFound });
  expect((await owner.request(`${url}/00000000-0000-4000-8000-000000000000`)).status).toBe(404);

  expect((await owner.request(`${url}/${older.id}`, { method: 'DELETE' })).status).toBe(200);
  expect((await owner.request(`${url}/${older.id}`)).status).toBe(404);
  expect((await owner.request(`${url}/${older.id}`, { method: 'DELETE' })).status).toBe(404);
  expect((await owner.request(`${url}/${newer.id}`)).status).toBe(200);
}

/** A generation refused with a 400 whose message is `message` (or matches it), leaving the user's list empty. */
export async function expectRefused(user: Agent, url: string, body: unknown, message: string | RegExp) {
  const res = await user.request(url, { json: body });
  expect(res.status).toBe(400);
  const { error } = (await res.json()) as { error: string };
  if (typeof message === 'string') expect(error).toBe(message);
  else expect(error).toMatch(message);
  expect(await (await user.request(url)).json()).toEqual([]);
}
