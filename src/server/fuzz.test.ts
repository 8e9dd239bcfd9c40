import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from './auth/roles';
import { createTestApp, type TestApp } from './test/harness';
import { MISSION_ANSWERS, PLAN_INPUT } from './test/samples';

/**
 * Every route, fed input of every shape a client can send: no request may answer 5xx. Runs on PGlite,
 * and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both), whose text rules are stricter.
 */
let t: TestApp;
let signedIn: Awaited<ReturnType<TestApp['signedInUser']>>;
beforeAll(async () => {
  t = await createTestApp();
  signedIn = await t.signedInUser('fuzz@example.com');
  // Admins skip quotas and the hourly rate, so every generator stays reachable for the whole run.
  await grantRole(t.db, signedIn.id, 'admin');
});
afterAll(() => t.close());

// Routes that would end the fuzzer's own session are sent from a throwaway agent instead.
const SESSION_ENDING = /\/api\/auth\/(sign-out|revoke|change-password)/;

function routes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL')
    .flatMap((r) => (r.path.endsWith('/*') ? [] : [{ method: r.method, path: r.path }]))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

const nasty = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\ud83d', '', ' ', '\n\t', '<script>alert(1)</script>'),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(300_000)),
  fc.constantFrom(null, true, false, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2, 1.5),
  fc.constantFrom([], {}, [null], { toString: 1 }, { __proto__: { admin: true } }),
);
const deep = fc.integer({ min: 1, max: 2000 }).map((depth) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
});
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    nasty,
    deep,
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 12 }), tie('any'), { maxKeys: 4 }),
  ),
})).any;

/** A valid body with one field made nasty: it gets past the first checks and reaches deeper code. */
const SAMPLES: Record<string, unknown>[] = [
  { ...MISSION_ANSWERS },
  { ...PLAN_INPUT },
  { fullName: 'Ada', companyName: 'Engines', industry: 'Computing' },
  { niche: 'Dog training', audience: 'New owners' },
  { name: 'Ada', email: 'fuzz-signup@example.com', password: 'long-enough-1' },
  { email: 'fuzz@example.com', password: 'long-enough-1' },
  { platform: 'instagram', competitors: [{ name: 'A', handle: '@a' }], industry: 'x' },
];
const mutated = fc.tuple(fc.constantFrom(...SAMPLES), fc.nat(), value).map(([sample, i, v]) => {
  const keys = Object.keys(sample);
  return { ...sample, [keys[i % keys.length] ?? 'x']: v };
});
/*
 * Nesting far past what any form sends, as raw text: a stringified value that deep could not even be
 * built here without overflowing, and the server must refuse it before anything walks it.
 */
const nestedText = fc
  .tuple(fc.integer({ min: 60, max: 100_000 }), fc.constantFrom('[', '{"a":', '[{"a":'), fc.boolean())
  .map(([depth, open, closed]) => {
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : '}]';
    return { raw: open.repeat(depth) + (open === '[' ? '' : '1') + (closed ? close.repeat(depth) : '') };
  });
const wideText = fc.integer({ min: 9_000, max: 100_000 }).map((n) => ({ raw: `[${'0,'.repeat(n)}0]` }));
const body = fc.oneof(
  value,
  mutated,
  fc.string({ maxLength: 200 }).map((s) => ({ raw: s })),
  nestedText,
  wideText,
);

const param = fc.oneof(
  fc.uuid(),
  fc.constantFrom('%00', '%ED%A0%80', '%F0%9F', '..', '%2F', 'null', '0', '-1', 'x'.repeat(5000), '%25', ' '),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);
const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 30 }))
    .map((d) => `?${new URLSearchParams(d).toString()}`),
  fc.constantFrom('?q=%00', '?q=%ED%A0%80', '?page=-1&limit=1e9', '?category=' + 'x'.repeat(3000)),
);

describe('no input of any shape yields a 5xx', () => {
  it('on every route, for nasty paths, queries and bodies', { timeout: 600_000 }, async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...all), param, query, body, async (route, p, q, b) => {
        const path = route.path.replace(/:[^/]+/g, p) + q;
        const agent = SESSION_ENDING.test(route.path) ? t.agent() : signedIn;
        const withBody = route.method !== 'GET' && route.method !== 'HEAD';
        const raw = typeof b === 'object' && b !== null && typeof (b as { raw?: unknown }).raw === 'string';
        const res = await agent.request(path, {
          method: route.method,
          ...(withBody
            ? raw
              ? { body: (b as { raw: string }).raw, headers: { 'content-type': 'application/json' } }
              : { json: b }
            : {}),
        });
        requests++;
        if (res.status >= 500)
          failures.push(`${route.method} ${path.slice(0, 120)} -> ${res.status} ${(await res.text()).slice(0, 200)}`);
        // Every request runs; the failures are collected and reported together, not shrunk one by one.
        return true;
      }),
      { numRuns: 1500 },
    );
    console.info(`fuzz: ${requests} requests, ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
  });
});
