import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures, user, adminRoles } from '../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp } from '../test/harness';
import { ALREADY_CONFIRMED, INVALID_LINK, WRONG_PASSWORD } from './confirm-email';
import { FREE_FAILURES, waitAfter } from './sign-in-backoff';

const OWNER = 'owner@example.com';

describe('an address someone else signed up for first', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: OWNER });
  });
  afterAll(() => t.close());

  const roleOf = async (email: string) => {
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!u) return null;
    const [r] = await t.db.select().from(adminRoles).where(eq(adminRoles.userId, u.id));
    return r?.role ?? null;
  };

  it('ends with the mailbox owner in control and no role, ever, for the stranger', async () => {
    const attacker = t.agent();
    const claim = await attacker.request('/api/auth/sign-up/email', {
      json: { name: 'Owner', email: OWNER, password: 'attacker-chose-this' },
    });
    expect(claim.status).toBe(200);
    expect(await roleOf(OWNER)).toBeNull(); // nothing granted before the mailbox is proven
    const strangersLink = await t.confirmationToken(OWNER);

    // The owner is not blocked: their sign-up replaces the unconfirmed one.
    const owner = t.agent();
    const signUp = await owner.request('/api/auth/sign-up/email', {
      json: { name: 'The Owner', email: OWNER, password: 'owner-chose-this' },
    });
    expect(signUp.status).toBe(200);

    // The link the stranger's sign-up sent belongs to the replaced account.
    const old = await attacker.request('/api/auth/confirm-email', {
      json: { token: strangersLink, password: 'attacker-chose-this' },
    });
    expect(old.status).toBe(400);
    expect(await old.json()).toMatchObject({ error: INVALID_LINK });

    const confirmed = await owner.request('/api/auth/confirm-email', {
      json: { token: await t.confirmationToken(OWNER), password: 'owner-chose-this' },
    });
    expect(confirmed.status).toBe(200);
    expect(await roleOf(OWNER)).toBe('super_admin');
    expect((await owner.request('/api/profile')).status).toBe(200);

    const stranger = await t.agent().request('/api/auth/sign-in/email', {
      json: { email: OWNER, password: 'attacker-chose-this' },
    });
    expect(stranger.status).toBe(401);
    // Now that it is confirmed, nobody can replace it.
    const again = await t.agent().request('/api/auth/sign-up/email', {
      json: { name: 'Owner', email: OWNER, password: 'attacker-chose-this' },
    });
    expect(again.status).toBe(422);
  });

  it('a link clicked by someone who does not know the sign-up password confirms nothing', async () => {
    const email = 'victim@example.com';
    await t.agent().request('/api/auth/sign-up/email', {
      json: { name: 'Victim', email, password: 'stranger-password' },
    });
    // The mailbox owner clicks the mail they did not ask for and types their own password.
    const res = await t.agent().request('/api/auth/confirm-email', {
      json: { token: await t.confirmationToken(email), password: 'my-own-password' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: WRONG_PASSWORD });
    const [row] = await t.db.select({ v: user.emailVerified }).from(user).where(eq(user.email, email));
    expect(row?.v).toBe(false);
  });

  it('refuses a forged or garbled token, and a second confirmation', async () => {
    const u = await t.signedInUser('twice@example.com');
    for (const token of ['not-a-jwt', 'a.b.c', 'x'.repeat(3000)]) {
      const res = await t.agent().request('/api/auth/confirm-email', { json: { token, password: u.password } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: INVALID_LINK });
    }
    const again = await t.agent().request('/api/auth/confirm-email', {
      json: { token: await t.confirmationToken(u.email), password: u.password },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: ALREADY_CONFIRMED });
  });

  it('sends a link from an older mail to the page that asks for the password', async () => {
    const res = await t.agent().request('/api/auth/verify-email?token=abc.def.ghi&callbackURL=%2Fdashboard');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth?mode=confirm&token=abc.def.ghi');
  });
});

describe('mails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('quote no name a stranger typed, in the confirmation or the reset mail', async () => {
    const email = 'mail-name@example.com';
    const name = 'Your account is locked. Go to https://evil.example/unlock or www.evil.example now';
    await t.agent().request('/api/auth/sign-up/email', { json: { name, email, password: 'long-enough-1' } });
    await t.agent().request('/api/auth/request-password-reset', { json: { email, redirectTo: '/auth?mode=reset' } });
    const mails = await t.mailsTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Confirm your email for Brandforge',
      'Reset your Brandforge password',
    ]);
    for (const mail of mails) {
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('locked');
        expect(part).not.toContain('evil.example');
      }
      expect(mail.text).toContain(`(${email})`);
    }
  });
});

describe('sign-in limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  it('backs an account off after repeated failures from any address, then lets its owner in', async () => {
    const u = await t.signedInUser('backoff@example.com');
    for (let i = 0; i < FREE_FAILURES; i++) {
      const res = await t.agent().request('/api/auth/sign-in/email', { json: { email: u.email, password: 'wrong-1' } });
      expect(res.status).toBe(401);
    }
    const locked = await t
      .agent()
      .request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { error: string }).error).toMatch(/Too many failed sign-ins for this account/);
    expect(Number(locked.headers.get('retry-after'))).toBe(waitAfter(FREE_FAILURES));

    await t.db
      .update(signInFailures)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(signInFailures.email, u.email));
    const ok = await t.agent().request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } });
    expect(ok.status).toBe(200);
    expect(await t.db.select().from(signInFailures).where(eq(signInFailures.email, u.email))).toHaveLength(0);
  });

  it('ends the wait when the owner resets the password through the mail', async () => {
    const u = await t.signedInUser('backoff-reset@example.com');
    for (let i = 0; i < FREE_FAILURES; i++)
      await t.agent().request('/api/auth/sign-in/email', { json: { email: u.email, password: 'wrong-1' } });
    expect(await t.db.select().from(signInFailures).where(eq(signInFailures.email, u.email))).toHaveLength(1);
    const a = t.agent();
    await a.request('/api/auth/request-password-reset', {
      json: { email: u.email, redirectTo: 'http://localhost:3000/auth?mode=reset' },
    });
    const token = (await t.lastLink(u.email)).match(/reset-password\/([^?]+)/)?.[1] ?? '';
    const reset = await a.request('/api/auth/reset-password', { json: { newPassword: 'fresh-password-9', token } });
    expect(reset.status).toBe(200);
    expect(await t.db.select().from(signInFailures).where(eq(signInFailures.email, u.email))).toHaveLength(0);
    const ok = await t
      .agent()
      .request('/api/auth/sign-in/email', { json: { email: u.email, password: 'fresh-password-9' } });
    expect(ok.status).toBe(200);
  });

  it('doubles the wait up to 15 minutes', () => {
    expect([4, 5, 6, 7, 20].map(waitAfter)).toEqual([0, 30, 60, 120, 900]);
  });

  it('with TRUST_PROXY=1, two clients behind one proxy have separate address buckets', async () => {
    // The proxy's own address is the socket; each client is the entry the proxy appended.
    const viaProxy = (client: string, i: number) =>
      t.app.request(
        '/api/auth/sign-in/email',
        {
          method: 'POST',
          headers: {
            origin: TEST_APP_URL,
            'content-type': 'application/json',
            'x-forwarded-for': `1.2.3.4, ${client}`,
          },
          body: JSON.stringify({ email: `proxy-${client}-${i}@example.com`, password: 'whatever-123' }),
        },
        { incoming: { socket: { remoteAddress: '10.9.9.9', remotePort: 1, remoteFamily: 'IPv4' } } },
      );
    const a: number[] = [];
    for (let i = 0; i < 11; i++) a.push((await viaProxy('203.0.113.1', i)).status);
    expect(a.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(a[10]).toBe(429);
    expect((await viaProxy('203.0.113.2', 0)).status).toBe(401);
  });
});

describe('changing the password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs out every other session, even when the request asks to keep them', async () => {
    const u = await t.signedInUser('changer@example.com');
    const laptop = t.agent();
    expect(
      (await laptop.request('/api/auth/sign-in/email', { json: { email: u.email, password: u.password } })).status,
    ).toBe(200);
    const res = await u.request('/api/auth/change-password', {
      json: { currentPassword: u.password, newPassword: 'a-brand-new-one-2', revokeOtherSessions: false },
    });
    expect(res.status).toBe(200);
    expect((await laptop.request('/api/profile')).status).toBe(401);
  });

  it('better-auth endpoints the app does not use are not reachable', async () => {
    const u = await t.signedInUser('unused@example.com');
    for (const path of ['/api/auth/update-user', '/api/auth/delete-user', '/api/auth/change-email']) {
      expect((await u.request(path, { json: { name: null } })).status).toBe(404);
    }
  });
});
