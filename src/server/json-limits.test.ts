import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonShapeProblem,
  MAX_JSON_DEPTH,
  MAX_JSON_ITEMS,
  TOO_DEEP_MESSAGE,
  TOO_MANY_ITEMS_MESSAGE,
} from './json-limits';
import { findBrokenText } from './request-guards';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('jsonShapeProblem', () => {
  it('lets ordinary bodies through, up to the limits exactly', () => {
    expect(jsonShapeProblem('{"fullName":"Ada","tags":["a","b"],"n":{"x":[1,2,3]}}')).toBeNull();
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonShapeProblem(`[${Array.from({ length: MAX_JSON_ITEMS - 1 }, () => 1).join(',')}]`)).toBeNull();
  });

  it('refuses one level or one item past the limits', () => {
    expect(jsonShapeProblem(nested(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(jsonShapeProblem(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(TOO_DEEP_MESSAGE);
    expect(jsonShapeProblem(`[${Array.from({ length: MAX_JSON_ITEMS + 1 }, () => 1).join(',')}]`)).toBe(
      TOO_MANY_ITEMS_MESSAGE,
    );
    const keys = Object.fromEntries(Array.from({ length: MAX_JSON_ITEMS + 1 }, (_, i) => [`k${i}`, i]));
    expect(jsonShapeProblem(JSON.stringify(keys))).toBe(TOO_MANY_ITEMS_MESSAGE);
  });

  it('does not count brackets and commas inside strings, escaped quotes included', () => {
    expect(jsonShapeProblem(JSON.stringify({ text: '['.repeat(10_000) + ','.repeat(20_000) }))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ text: '"[[[\\"' + '{'.repeat(500) }))).toBeNull();
    // A string that ends in an escaped backslash really ends: the brackets after it count.
    expect(jsonShapeProblem(`["a\\\\",${nested(MAX_JSON_DEPTH)}]`)).toBe(TOO_DEEP_MESSAGE);
  });

  it('cannot be fooled by closing brackets before the opening ones', () => {
    expect(jsonShapeProblem(']'.repeat(1000) + nested(1000))).toBe(TOO_DEEP_MESSAGE);
  });
});

describe('findBrokenText', () => {
  it('walks a body of any depth without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { a: deep };
    expect(findBrokenText(deep)).toHaveLength(200_000);
    expect(findBrokenText({ first: 'x\u0000', 'bad\u0000': 1 })).toEqual(['first']);
    expect(findBrokenText({ 'bad\u0000': 1, later: 'x\u0000' })).toEqual(['a field name']);
  });
});

describe('deeply nested request bodies', () => {
  const DEPTHS = [3_000, 10_000, 100_000];

  async function expectRefused(send: (body: string) => Promise<Response>, label: string): Promise<void> {
    for (const depth of DEPTHS) {
      for (const body of [nested(depth), nestedObjects(depth)]) {
        const res = await send(body);
        expect(res.status, `${label} at ${depth}`).toBe(400);
        expect(await res.json()).toMatchObject({ error: TOO_DEEP_MESSAGE });
      }
    }
  }

  const json = { 'content-type': 'application/json' };

  it('answer 400 on the newsletter sign-up, anonymously', async () => {
    const a = t.agent();
    await expectRefused((body) => a.request('/api/newsletter', { method: 'POST', body, headers: json }), 'newsletter');
  });

  it('answer 400 on better-auth sign-in and sign-up', async () => {
    const a = t.agent();
    for (const path of ['/api/auth/sign-in/email', '/api/auth/sign-up/email'])
      await expectRefused((body) => a.request(path, { method: 'POST', body, headers: json }), path);
  });

  it('answer 400 on a signed-in write, which changes nothing', async () => {
    const u = await t.signedInUser('deep@example.com', 'Before');
    await expectRefused((body) => u.request('/api/profile', { method: 'PATCH', body, headers: json }), 'profile');
    await expectRefused((body) => u.request('/api/missions', { method: 'POST', body, headers: json }), 'missions');
    expect(await (await u.request('/api/profile')).json()).toMatchObject({ full_name: 'Before' });
  });

  it('answer 400 for too many items, and the server keeps answering', async () => {
    const wide = `[${'0,'.repeat(200_000)}0]`;
    const res = await t.agent().request('/api/newsletter', { method: 'POST', body: wide, headers: json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: TOO_MANY_ITEMS_MESSAGE });

    const health = await t.agent().request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
