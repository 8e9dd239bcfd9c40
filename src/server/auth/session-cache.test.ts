import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { SESSION_CACHE_SECONDS, SESSION_MEMO_MS } from './auth';
import { grantRole, revokeRole } from './roles';

/**
 * Signed-in reads believe a signed copy of the session for SESSION_CACHE_SECONDS instead of reading
 * the database each time. What must still hold: a sign-out or revocation through the app ends the
 * session at once, one the app does not see ends within the window, and roles are read every time.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

type Agent = ReturnType<TestApp['agent']>;

/** Another browser holding the same cookies (a second tab, or a copied cookie). */
function copyOf(a: Agent): Agent {
  const b = t.agent();
  for (const [k, v] of a.cookies) b.cookies.set(k, v);
  return b;
}

/** Moves the clock past the cache window, leaving timers alone (the database runs on them). */
function afterTheWindow() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + SESSION_CACHE_SECONDS * 1000 + SESSION_MEMO_MS + 1);
}

describe('the session cache', () => {
  it('answers from the signed copy within the window and from the database after it', async () => {
    const u = await t.signedInUser('cache-window@example.com');
    expect((await u.request('/api/profile')).status).toBe(200);
    expect(u.cookies.size).toBeGreaterThan(1);
    // Removed behind the app's back, as another instance or an operator would.
    await t.db.delete(session).where(eq(session.userId, u.id));
    expect((await u.request('/api/profile')).status).toBe(200);
    afterTheWindow();
    const res = await u.request('/api/profile');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Please sign in to continue.' });
  });

  it('checks a cookie header once for the reads that follow it within a moment', async () => {
    const u = await t.signedInUser('cache-memo@example.com');
    const check = vi.spyOn(t.deps.auth.api, 'getSession');
    try {
      const reads = await Promise.all(['/api/profile', '/api/usage', '/api/dashboard'].map((p) => u.request(p)));
      expect(reads.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await u.request('/api/missions')).status).toBe(200);
      expect(check.mock.calls.length).toBeLessThanOrEqual(3);
      const before = check.mock.calls.length;
      expect((await u.request('/api/profile')).status).toBe(200);
      expect(check.mock.calls.length).toBe(before);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + SESSION_MEMO_MS + 1);
      expect((await u.request('/api/profile')).status).toBe(200);
      expect(check.mock.calls.length).toBe(before + 1);
    } finally {
      check.mockRestore();
    }
  });

  it('answers get-session for the same cookie header from memory for a moment, and ends it on sign-out', async () => {
    const u = await t.signedInUser('cache-get-session@example.com');
    const copy = copyOf(u);
    const first = await u.request('/api/auth/get-session');
    const handler = vi.spyOn(t.deps.auth, 'handler');
    try {
      const again = await copy.request('/api/auth/get-session');
      expect(handler).not.toHaveBeenCalled();
      expect(again.status).toBe(200);
      expect(again.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await again.json()) as { user: { email: string } };
      expect(body).toEqual(await first.json());
      expect(body.user.email).toBe(u.email);
      // A fresh read is asked for with a query, and always reaches better-auth.
      expect((await copy.request('/api/auth/get-session?disableCookieCache=true')).status).toBe(200);
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      handler.mockRestore();
    }
    expect((await u.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect(await (await copy.request('/api/auth/get-session')).json()).toBeNull();
  });

  it('hands a renewed copy back on API answers, so later reads skip the database', async () => {
    const u = await t.signedInUser('cache-renew@example.com');
    afterTheWindow();
    const res = await u.request('/api/usage');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.includes('session_data'))).toBe(true);
  });

  it('ends a signed-out session at once, for copies of its cookies too', async () => {
    const u = await t.signedInUser('cache-signout@example.com');
    const copy = copyOf(u);
    expect((await copy.request('/api/profile')).status).toBe(200);
    expect((await u.request('/api/auth/sign-out', { json: {} })).status).toBe(200);
    expect((await u.request('/api/profile')).status).toBe(401);
    expect((await copy.request('/api/profile')).status).toBe(401);
    expect((await copy.request('/api/dashboard')).status).toBe(401);
  });

  it('ends sessions revoked from another device at once', async () => {
    const u = await t.signedInUser('cache-revoke@example.com');
    const laptop = t.agent();
    const signIn = await laptop.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
    expect(signIn.status).toBe(200);
    expect((await laptop.request('/api/profile')).status).toBe(200);

    expect((await u.request('/api/auth/revoke-other-sessions', { json: {} })).status).toBe(200);
    expect((await laptop.request('/api/profile')).status).toBe(401);
    expect((await laptop.request('/api/auth/get-session')).status).toBe(200);
    expect(await (await laptop.request('/api/auth/get-session')).json()).toBeNull();
    expect((await u.request('/api/profile')).status).toBe(200);
  });

  it('reads roles on every request: a revoked admin is refused on the next one', async () => {
    const u = await t.signedInUser('cache-role@example.com');
    expect((await u.request('/api/admin/users/stats')).status).toBe(403);
    await grantRole(t.db, u.id, 'super_admin');
    expect((await u.request('/api/admin/users/stats')).status).toBe(200);
    await revokeRole(t.db, u.id);
    expect((await u.request('/api/admin/users/stats')).status).toBe(403);
  });
});
