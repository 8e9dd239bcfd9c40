import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const post = (json: unknown) => t.agent().request('/api/newsletter', { json });
const stored = async () => (await t.db.select().from(newsletterSubscribers)).map((r) => r.email).sort();

describe('POST /api/newsletter', () => {
  it('stores a new address, normalised, without an account', async () => {
    const res = await post({ email: '  Reader@Example.COM ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscribed: true });
    expect(await stored()).toEqual(['reader@example.com']);
  });

  it('keeps one row per address and answers a repeat the same way', async () => {
    await post({ email: 'twice@example.com' });
    const again = await post({ email: 'TWICE@example.com' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ subscribed: true });
    expect((await stored()).filter((e) => e === 'twice@example.com')).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email' }, 'Enter a valid email address'],
    [{ email: '' }, 'Email is required'],
    [{}, 'Email is required'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Email is too long'],
    [{ email: 'x@example.com', extra: 1 }, 'Unexpected field: extra'],
  ])('refuses %j with 400 and stores nothing', async (json, message) => {
    const before = await stored();
    const res = await post(json);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message });
    expect(await stored()).toEqual(before);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await t.agent().request('/api/newsletter', {
      method: 'POST',
      body: 'email=x@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({
      error: 'Send the request body as JSON, with Content-Type: application/json.',
    });
  });
});
