import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Agent = Awaited<ReturnType<TestApp['signedInUser']>>;
const patch = (u: Agent, json: unknown) => u.request('/api/profile', { method: 'PATCH', json });
const read = async (u: Agent) => (await (await u.request('/api/profile')).json()) as Record<string, unknown>;

describe('the marketing choice on the profile', () => {
  it('is off, never changed, for a new account', async () => {
    const u = await t.signedInUser('fresh@example.com');
    expect(await read(u)).toMatchObject({ marketing_opt_in: false, marketing_opt_in_at: null });
  });

  it('is stored with the time of the change, returned, and kept when the same choice is sent again', async () => {
    const u = await t.signedInUser('news@example.com');
    const before = Date.now();
    const on = await patch(u, { marketingOptIn: true });
    expect(on.status).toBe(200);
    const saved = (await on.json()) as { marketing_opt_in: boolean; marketing_opt_in_at: string };
    expect(saved.marketing_opt_in).toBe(true);
    expect(Date.parse(saved.marketing_opt_in_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await read(u)).toMatchObject({ marketing_opt_in: true, marketing_opt_in_at: saved.marketing_opt_in_at });

    await patch(u, { marketingOptIn: true, industry: 'Coaching' });
    expect(await read(u)).toMatchObject({ marketing_opt_in_at: saved.marketing_opt_in_at, industry: 'Coaching' });

    const off = (await (await patch(u, { marketingOptIn: false })).json()) as Record<string, unknown>;
    expect(off.marketing_opt_in).toBe(false);
    expect(off.marketing_opt_in_at).not.toBe(saved.marketing_opt_in_at);
  });

  it('is left alone by a details-only save', async () => {
    const u = await t.signedInUser('details@example.com');
    await patch(u, { fullName: 'Dee' });
    expect(await read(u)).toMatchObject({ full_name: 'Dee', marketing_opt_in: false, marketing_opt_in_at: null });
  });

  it.each([['yes'], [1], [null]])('refuses %j with 400 and changes nothing', async (value) => {
    const u = await t.signedInUser(`bad-${String(value)}@example.com`);
    const res = await patch(u, { marketingOptIn: value });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'marketingOptIn must be true or false' });
    expect(await read(u)).toMatchObject({ marketing_opt_in: false, marketing_opt_in_at: null });
  });

  it('refuses an anonymous change', async () => {
    const res = await t.agent().request('/api/profile', { method: 'PATCH', json: { marketingOptIn: true } });
    expect(res.status).toBe(401);
  });
});
