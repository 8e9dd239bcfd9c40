import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('HTTP hygiene', () => {
  it('answers /healthz and /readyz', async () => {
    const health = await t.app.request('/healthz');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on /readyz when the database does not', async () => {
    const { createApp } = await import('./app');
    const { app } = createApp({ ...t.deps, ping: () => Promise.reject(new Error('down')) });
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: 'The database is not answering yet.' });
  });

  it('sends security headers, a CSP and a request id', async () => {
    const res = await t.app.request('/healthz');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await t.app.request('/api/nothing-here', { method: 'DELETE' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'There is no API endpoint DELETE /api/nothing-here.' });
  });

  it('answers 413 with a JSON error to a body over 1 MB on any route', async () => {
    const u = await t.signedInUser('big-body@example.com');
    const res = await u.request('/api/profile', { method: 'PATCH', json: { industry: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request body is too large: the limit is 1 MB.' });
    expect(((await (await u.request('/api/profile')).json()) as { industry: unknown }).industry).toBeNull();
  });

  it('never reads the body of a GET, and refuses one that declares more than 1 MB', async () => {
    const u = await t.signedInUser('get-body@example.com');
    const cookie = [...u.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const read: string[] = [];
    const watched = (init: RequestInit) => {
      const req = new Request('http://localhost/api/profile', init);
      return new Proxy(req, {
        get(target, prop) {
          if (prop === 'body') read.push(String(prop));
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        },
      });
    };
    const ok = await t.app.request(watched({ headers: { cookie } }));
    expect(ok.status).toBe(200);
    expect(read).toEqual([]);
    const big = await t.app.request(watched({ headers: { cookie, 'content-length': String(2 * 1024 * 1024) } }));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: 'The request body is too large: the limit is 1 MB.' });
  });

  it('never sends a stack trace: an unexpected error is a generic 500', async () => {
    const { createApp } = await import('./app');
    const broken = {
      ...t.deps,
      db: new Proxy(t.deps.db, {
        get: () => () => {
          throw new Error('secret internals at db.ts:42');
        },
      }),
    };
    const u = await t.signedInUser('broken@example.com');
    const { app } = createApp(broken);
    const cookie = [...u.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.request('/api/usage', { headers: { cookie } });
    expect(res.status).toBe(500);
    const body = await res.text();
    expect(JSON.parse(body)).toEqual({ error: 'Something went wrong on our side. Please try again in a moment.' });
    expect(body).not.toContain('secret internals');
  });
});

describe('profile', () => {
  it('requires a session', async () => {
    const res = await t.agent().request('/api/profile');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHORIZED' });
  });

  it('reads and changes only the signed-in user’s own profile', async () => {
    const alice = await t.signedInUser('alice@example.com', 'Alice');
    const bob = await t.signedInUser('bob@example.com', 'Bob');
    expect(((await (await bob.request('/api/profile')).json()) as { email: string }).email).toBe('bob@example.com');

    // There is no way to address another profile: ids in the path or body are not routes or fields.
    expect((await bob.request(`/api/profile/${alice.id}`)).status).toBe(404);
    const sneaky = await bob.request('/api/profile', { method: 'PATCH', json: { id: alice.id, fullName: 'Hacked' } });
    expect(sneaky.status).toBe(400);
    expect(await sneaky.json()).toMatchObject({ error: 'Unexpected field: id' });

    const own = await bob.request('/api/profile', { method: 'PATCH', json: { fullName: 'Bobby' } });
    expect(await own.json()).toMatchObject({ id: bob.id, full_name: 'Bobby' });
    expect(await (await alice.request('/api/profile')).json()).toMatchObject({ id: alice.id, full_name: 'Alice' });
  });

  it.each([
    [
      'malformed JSON',
      { body: '{"fullName":', headers: { 'content-type': 'application/json' } },
      'The request body must be valid JSON.',
    ],
    ['an empty object', { json: {} }, 'Send at least one of fullName, companyName, industry or marketingOptIn'],
    ['a wrong type', { json: { fullName: 7 } }, 'Full name must be text'],
    ['a too-long value', { json: { industry: 'x'.repeat(121) } }, 'Industry must be at most 120 characters'],
    ['an array body', { json: [] }, /expected object/],
  ])('refuses %s with 400 and changes nothing', async (_n, init, message) => {
    const u = await t.signedInUser(`bad-profile-${Math.random().toString(36).slice(2)}@example.com`, 'Keep Me');
    const res = await u.request('/api/profile', { method: 'PATCH', ...init });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    if (typeof message === 'string') expect(error).toBe(message);
    else expect(error).toMatch(message);
    expect(await (await u.request('/api/profile')).json()).toMatchObject({ full_name: 'Keep Me', industry: null });
  });
});

describe('serving the built client', () => {
  it('caches hashed assets for a year and falls back to index.html for client routes', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createApp } = await import('./app');
    const dir = mkdtempSync(join(tmpdir(), 'bf-client-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
      const { app } = createApp(t.deps, { clientDir: dir });

      const asset = await app.request('/assets/index-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

      for (const path of ['/', '/dashboard', '/learning/course/42/lesson/7']) {
        const page = await app.request(path);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('<div id="root">');
        expect(page.headers.get('cache-control')).toBe('no-cache');
      }
      const api = await app.request('/api/missing');
      expect(api.status).toBe(404);
      expect(await api.json()).toEqual({ error: 'There is no API endpoint GET /api/missing.' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('answers / with the prerendered landing page and every other page with the empty shell', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { createApp } = await import('./app');
    const dir = mkdtempSync(join(tmpdir(), 'bf-client-'));
    try {
      writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(join(dir, 'landing.html'), '<!doctype html><div id="root"><h1>Define Your Brand</h1></div>');
      const { app } = createApp(t.deps, { clientDir: dir });

      const home = await app.request('/');
      expect(home.status).toBe(200);
      expect(home.headers.get('cache-control')).toBe('no-cache');
      expect(home.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await home.text()).toContain('<h1>Define Your Brand</h1>');
      for (const path of ['/dashboard', '/auth', '/index.html']) {
        const page = await app.request(path);
        expect(page.status).toBe(200);
        expect(await page.text()).toBe('<!doctype html><div id="root"></div>');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
