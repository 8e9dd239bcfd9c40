import { expect, type Page } from '@playwright/test';
import { mailLink, nextLocalAddress, rawRequest } from './server';

/**
 * global-setup lists these addresses in ADMIN_EMAILS, so each is super_admin once confirmed. Each
 * parallel worker slot has its own: two workers signing up one address at once would replace each
 * other's unconfirmed account.
 */
const OWNER_SLOTS = 8;
export const E2E_OWNER_EMAILS = Array.from({ length: OWNER_SLOTS }, (_, i) => `e2e-owner-${i}@example.com`);
const ownerEmail = () => E2E_OWNER_EMAILS[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % OWNER_SLOTS]!;
const OWNER_PASSWORD = 'owner-horse-battery';

const cookieOf = (headers: Record<string, string | string[] | undefined>) => {
  const raw = headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list.map((c) => c.split(';')[0]).join('; ');
};

let ownerCookie: Promise<string> | null = null;

/**
 * The owner's session: signed up and confirmed by the first test that needs it, signed in by every later
 * worker (a second sign-up of the same address is refused, so sign-in comes first).
 */
export function owner(workerIndex: number): Promise<string> {
  ownerCookie ??= (async () => {
    const localAddress = nextLocalAddress(workerIndex);
    const signIn = await rawRequest('/api/auth/sign-in/email', {
      json: { email: ownerEmail(), password: OWNER_PASSWORD },
      localAddress,
    });
    if (signIn.status === 200) return cookieOf(signIn.headers);
    const signUp = await rawRequest('/api/auth/sign-up/email', {
      json: { name: 'Owner', email: ownerEmail(), password: OWNER_PASSWORD },
      localAddress,
    });
    expect(signUp.status, signUp.body).toBe(200);
    const token = new URL(await mailLink(ownerEmail())).searchParams.get('token') ?? '';
    const confirm = await rawRequest('/api/auth/confirm-email', {
      json: { token, password: OWNER_PASSWORD },
      localAddress,
    });
    expect(confirm.status, confirm.body).toBe(200);
    return cookieOf(confirm.headers);
  })();
  return ownerCookie;
}

/** Gives the account with this address a role, as the owner would from the users screen. */
export async function grantRoleTo(workerIndex: number, email: string, role: 'moderator' | 'admin' | 'super_admin') {
  const cookie = await owner(workerIndex);
  const localAddress = nextLocalAddress(workerIndex);
  const found = await rawRequest(`/api/admin/users?q=${encodeURIComponent(email)}`, { cookie, localAddress });
  expect(found.status, found.body).toBe(200);
  const user = (JSON.parse(found.body) as { items: { id: string; email: string }[] }).items.find(
    (u) => u.email === email,
  );
  if (!user) throw new Error(`no user ${email} to grant ${role} to`);
  const res = await rawRequest(`/api/admin/users/${user.id}/role`, {
    method: 'PUT',
    json: { role },
    cookie,
    localAddress,
  });
  expect(res.status, res.body).toBe(200);
}

/** Puts a seeded user's session into the browser. */
export async function signInAs(page: Page, cookie: string) {
  await page.context().addCookies(
    cookie.split('; ').map((pair) => {
      const i = pair.indexOf('=');
      return { name: pair.slice(0, i), value: pair.slice(i + 1), domain: 'localhost', path: '/', httpOnly: true };
    }),
  );
}

/** An admin API call with a seeded user's session (for bulk content the screens then show). */
export async function adminCall(workerIndex: number, cookie: string, path: string, json: unknown, method = 'POST') {
  const res = await rawRequest(path, { method, json, cookie, localAddress: nextLocalAddress(workerIndex) });
  expect(res.status, res.body).toBeLessThan(300);
  return JSON.parse(res.body) as { id: string };
}
