import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session, user } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('accounts', () => {
  it('signs up, verifies by mail, signs in, reads and updates the profile, signs out', async () => {
    const a = t.agent();
    const email = 'ada@example.com';
    const signUp = await a.request('/api/auth/sign-up/email', {
      json: { name: 'Ada Lovelace', email, password: 'analytical-engine' },
    });
    expect(signUp.status).toBe(200);

    const refused = await a.request('/api/auth/sign-in/email', { json: { email, password: 'analytical-engine' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toMatch(/verify your email/i);

    const [mail] = await t.mailsTo(email);
    expect(mail?.subject).toBe('Confirm your email for Brandforge');
    expect(mail?.status).toBe('logged');
    expect(mail?.html).toContain('href="http://localhost:3000/auth?mode=confirm&amp;token=');
    const verify = await a.request('/api/auth/confirm-email', {
      json: { token: await t.confirmationToken(email), password: 'analytical-engine' },
    });
    expect(verify.status).toBe(200);
    expect(a.cookies.size).toBeGreaterThan(0);
    expect((await a.request('/api/profile')).status).toBe(200);

    const b = t.agent();
    const signIn = await b.request('/api/auth/sign-in/email', { json: { email, password: 'analytical-engine' } });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/);

    const profile = await b.request('/api/profile');
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({
      email,
      full_name: 'Ada Lovelace',
      company_name: null,
      industry: null,
    });

    const updated = await b.request('/api/profile', {
      method: 'PATCH',
      json: { companyName: '  Engines Ltd ', industry: 'Computing' },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      full_name: 'Ada Lovelace',
      company_name: 'Engines Ltd',
      industry: 'Computing',
    });

    const out = await b.request('/api/auth/sign-out', { json: {} });
    expect(out.status).toBe(200);
    expect((await b.request('/api/profile')).status).toBe(401);
  });

  it('refuses a wrong password with a clear message', async () => {
    const u = await t.signedInUser('wrong-pass@example.com');
    const res = await t
      .agent()
      .request('/api/auth/sign-in/email', { json: { email: u.email, password: 'not-the-password' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'Invalid email or password.' });
  });

  it('resets a password end to end and revokes old sessions', async () => {
    const u = await t.signedInUser('reset@example.com');
    const a = t.agent();
    const ask = await a.request('/api/auth/request-password-reset', {
      json: { email: u.email, redirectTo: 'http://localhost:3000/auth?mode=reset' },
    });
    expect(ask.status).toBe(200);
    const [mail] = await t.mailsTo(u.email);
    expect(mail?.subject).toBe('Reset your Brandforge password');
    const link = await a.request(await t.lastLink(u.email));
    expect(link.status).toBe(302);
    const landing = new URL(link.headers.get('location') ?? '');
    expect(landing.origin + landing.pathname).toBe('http://localhost:3000/auth');
    expect(landing.searchParams.get('mode')).toBe('reset');
    const token = landing.searchParams.get('token');
    expect(token).toBeTruthy();

    const short = await a.request('/api/auth/reset-password', { json: { newPassword: 'short', token } });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ error: 'Password must be at least 8 characters', code: 'BAD_REQUEST' });

    const set = await a.request('/api/auth/reset-password', { json: { newPassword: 'brand-new-password', token } });
    expect(set.status).toBe(200);
    expect((await u.request('/api/profile')).status).toBe(401);
    const old = await t.agent().request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
    expect(old.status).toBe(401);
    const fresh = await t
      .agent()
      .request('/api/auth/sign-in/email', { json: { email: u.email, password: 'brand-new-password' } });
    expect(fresh.status).toBe(200);

    const reused = await a.request('/api/auth/reset-password', { json: { newPassword: 'another-password', token } });
    expect(reused.status).toBe(400);
  });

  it('answers 429 once sign-in attempts exceed the rate limit', async () => {
    const a = t.agent();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // A different account each time: this is the per-address limit, not the per-account one.
      const res = await a.request('/api/auth/sign-in/email', {
        json: { email: `nobody-${i}@example.com`, password: 'whatever-123' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is not affected.
    const other = await t
      .agent()
      .request('/api/auth/sign-in/email', { json: { email: 'nobody@example.com', password: 'whatever-123' } });
    expect(other.status).toBe(401);
  });

  it('never rate-limits reading the session, which every page load does', async () => {
    const u = await t.signedInUser('busy-reader@example.com');
    const statuses = new Set<number>();
    for (let i = 0; i < 130; i++) statuses.add((await u.request('/api/auth/get-session')).status);
    expect([...statuses]).toEqual([200]);
  });

  it('stores sessions in the database and creates a missing profile from the account', async () => {
    const u = await t.signedInUser('noprofile@example.com', 'Grace Hopper');
    const sessions = await t.db.select().from(session).where(eq(session.userId, u.id));
    expect(sessions.length).toBeGreaterThan(0);
    await t.db.delete(profiles).where(eq(profiles.id, u.id));
    const res = await u.request('/api/profile');
    expect(await res.json()).toMatchObject({ id: u.id, email: u.email, full_name: 'Grace Hopper' });
  });
});

describe('bad input to accounts changes nothing', () => {
  const cases: [string, string, { json?: unknown; body?: string; headers?: Record<string, string> }, RegExp][] = [
    [
      'malformed JSON',
      '/api/auth/sign-up/email',
      { body: '{"name":', headers: { 'content-type': 'application/json' } },
      /valid JSON/,
    ],
    ['missing fields', '/api/auth/sign-up/email', { json: { email: 'x@example.com' } }, /Full name is required/],
    [
      'extra fields',
      '/api/auth/sign-up/email',
      { json: { name: 'X', email: 'x@example.com', password: 'long-enough-1', role: 'admin' } },
      /Unexpected field: role/,
    ],
    [
      'wrong types',
      '/api/auth/sign-up/email',
      { json: { name: 42, email: 'x@example.com', password: 'long-enough-1' } },
      /Full name is required/,
    ],
    [
      'an invalid email',
      '/api/auth/sign-up/email',
      { json: { name: 'X', email: 'not-an-email', password: 'long-enough-1' } },
      /valid email/,
    ],
    [
      'a short password',
      '/api/auth/sign-up/email',
      { json: { name: 'X', email: 'x@example.com', password: 'short' } },
      /at least 8 characters/,
    ],
    [
      'sign-in without password',
      '/api/auth/sign-in/email',
      { json: { email: 'x@example.com' } },
      /Password is required/,
    ],
  ];
  it.each(cases)('%s answers 400 with a message', async (_name, path, init, message) => {
    const before = await t.db.select().from(user);
    const res = await t.agent().request(path, { method: 'POST', ...init });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(await t.db.select().from(user)).toHaveLength(before.length);
  });

  it('refuses an email that is already used and keeps the first account', async () => {
    const u = await t.signedInUser('taken@example.com', 'First Owner');
    const res = await t.agent().request('/api/auth/sign-up/email', {
      json: { name: 'Second', email: 'taken@example.com', password: 'another-pass-1' },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: string }).error).toMatch(/already exists/);
    const rows = await t.db.select().from(user).where(eq(user.email, 'taken@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.name).toBe('First Owner');
    expect((await u.request('/api/profile')).status).toBe(200);
  });

  it('answers 413 to a 2 MB body', async () => {
    const before = await t.db.select().from(user);
    const res = await t.agent().request('/api/auth/sign-up/email', {
      json: { name: 'x'.repeat(2 * 1024 * 1024), email: 'big@example.com', password: 'long-enough-1' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request body is too large: the limit is 1 MB.' });
    expect(await t.db.select().from(user)).toHaveLength(before.length);
  });
});
