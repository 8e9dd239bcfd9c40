import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';
import { CROSS_SITE_MESSAGE, fieldName, findBrokenText } from './request-guards';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** Every state-changing API route the app has, with its parameters filled in. */
function stateChangingRoutes() {
  const seen = new Set<string>();
  return t.app.routes
    .filter((r) => STATE_CHANGING.has(r.method) && r.path.startsWith('/api/'))
    .map((r) => ({ method: r.method, path: r.path.replace(/:[^/]+/g, SAMPLE_ID).replace(/\/\*$/, '/sign-out') }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && seen.add(`${r.method} ${r.path}`));
}

describe('requests from another site', () => {
  it('finds the routes to check', () => {
    const families = new Set(stateChangingRoutes().map((r) => r.path.split('/')[2]));
    expect(families.size).toBeGreaterThanOrEqual(8);
    for (const f of ['missions', 'profile', 'content-plans', 'social-bios', 'niche-discoveries', 'auth'])
      expect(families).toContain(f);
  });

  it('are refused with 403 on every state-changing route, before anything happens', async () => {
    const u = await t.signedInUser('csrf@example.com');
    for (const { method, path } of stateChangingRoutes()) {
      for (const headers of [
        { origin: 'https://evil.example', 'content-type': 'text/plain' } as Record<string, string>,
        { origin: 'null' },
        { origin: 'null', 'sec-fetch-site': 'cross-site' },
        { origin: '', 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await u.request(path, { method, body: '', headers });
        expect(res.status, `${method} ${path} from ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toMatchObject({ error: CROSS_SITE_MESSAGE });
      }
    }
  });

  it('no longer makes a plan public from another site (the reported case)', async () => {
    const u = await t.signedInUser('csrf-share@example.com');
    const res = await u.request('/api/content-plans/' + SAMPLE_ID + '/share', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(403);
  });

  it('lets the app itself, and clients that are not browsers, through', async () => {
    const u = await t.signedInUser('csrf-ok@example.com');
    const same = await u.request('/api/profile', { method: 'PATCH', json: { fullName: 'Same Site' } });
    expect(same.status).toBe(200);
    // A form on one of our own pages under the no-referrer policy: Origin "null", but the browser says same-origin.
    const ownForm = await u.request('/api/profile', {
      method: 'PATCH',
      json: { fullName: 'Own Form' },
      headers: { origin: 'null', 'sec-fetch-site': 'same-origin' },
    });
    expect(ownForm.status).toBe(200);
    // A script or server-side client sends no Origin at all.
    const noOrigin = await t.app.request('/api/profile', {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': u.ip,
        cookie: [...u.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      body: JSON.stringify({ fullName: 'Script' }),
    });
    expect(noOrigin.status).toBe(200);
  });
});

describe('request bodies and addresses', () => {
  it('refuses a body that is not JSON where JSON is expected', async () => {
    const u = await t.signedInUser('plain@example.com');
    const res = await u.request('/api/profile', {
      method: 'PATCH',
      body: 'fullName=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });

  it.each([
    ['a NUL character', 'Ada\u0000Lovelace'],
    ['a lone high surrogate', 'Ada \ud800'],
    ['a lone low surrogate', '\udc00 Ada'],
  ])('refuses %s in any text field with a 400 naming the field, and changes nothing', async (_, text) => {
    const u = await t.signedInUser(`broken-${text.length}-${text.charCodeAt(3)}@example.com`, 'Before');
    const res = await u.request('/api/profile', { method: 'PATCH', json: { fullName: text } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Full name contains a character that is not allowed (a NUL or a broken character).',
    });
    expect(await (await u.request('/api/profile')).json()).toMatchObject({ full_name: 'Before' });
  });

  it('refuses broken text before better-auth sees it', async () => {
    for (const [path, json] of [
      ['/api/auth/reset-password', { newPassword: 'long-enough-1', token: 'abc\u0000' }],
      ['/api/auth/revoke-session', { token: '\u0000' }],
      ['/api/auth/sign-up/email', { name: 'A\ud800', email: 'x@example.com', password: 'long-enough-1' }],
    ] as const) {
      const res = await t.agent().request(path, { json });
      expect(res.status, path).toBe(400);
    }
  });

  it('refuses NUL and broken escapes in the address', async () => {
    const u = await t.signedInUser('address@example.com');
    for (const path of ['/api/missions/%00', '/api/content-plans/%ED%A0%80', '/api/missions?x=%00']) {
      const res = await u.request(path);
      expect(res.status, path).toBe(400);
    }
  });

  it('names a few unknown keys, never all of them', async () => {
    const u = await t.signedInUser('keys@example.com');
    const body = Object.fromEntries(Array.from({ length: 5_000 }, (_, i) => [`k${i}`, 1]));
    const res = await u.request('/api/profile', { method: 'PATCH', json: body });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(error).toBe('Unexpected fields: k0, k1, k2 and 4997 more');
  });

  it('finds broken text anywhere in a body and names it in plain words', () => {
    expect(findBrokenText({ a: [{ targetAudience: 'ok' }, { painPoints: ['x', 'y\u0000'] }] })).toEqual([
      'a',
      1,
      'painPoints',
      1,
    ]);
    expect(findBrokenText({ ok: 'fine', n: 1, b: null })).toBeNull();
    expect(findBrokenText({ 'bad\u0000key': 1 })).toEqual(['a field name']);
    expect(fieldName(['targetAudience'])).toBe('Target audience');
    expect(fieldName(['answers', 3])).toBe('Answers 3');
    expect(fieldName([])).toBe('The request');
  });
});

describe('security headers', () => {
  it('does not send X-Frame-Options next to frame-ancestors, nor HSTS over http', async () => {
    const res = await t.agent().request('/healthz');
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when the app is served over https', async () => {
    const secure = await createTestApp({ APP_URL: 'https://brand.example' });
    try {
      const res = await secure.app.request('/healthz');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    } finally {
      await secure.close();
    }
  });
});
