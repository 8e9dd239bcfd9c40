import { test as base, expect, type Page } from '@playwright/test';
import { baseURL, type E2eServerName, mailCount, mailLink, nextLocalAddress, rawRequest } from './support/server';

export { expect };

export interface SeededUser {
  name: string;
  email: string;
  password: string;
  /** `name=value` pairs of the session cookie, for API calls as this user. */
  cookie: string;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Signs a user up through the API and, unless `verified` is false, follows the mailed link to sign in.
 * On the `main` server unless `server` says otherwise.
 */
export async function seedUser(
  workerIndex: number,
  opts: { name?: string; verified?: boolean; server?: E2eServerName } = {},
): Promise<SeededUser> {
  const localAddress = nextLocalAddress(workerIndex);
  const { server } = opts;
  const name = opts.name ?? 'Ada Lovelace';
  const email = uniqueEmail('seed');
  const password = 'correct-horse-battery';
  const signUp = await rawRequest('/api/auth/sign-up/email', {
    json: { name, email, password },
    localAddress,
    server,
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.body}`);
  if (opts.verified === false) return { name, email, password, cookie: '' };
  const token = new URL(await mailLink(email, 0, undefined, server)).searchParams.get('token') ?? '';
  const verify = await rawRequest('/api/auth/confirm-email', { json: { token, password }, localAddress, server });
  if (verify.status !== 200) throw new Error(`confirmation failed: ${verify.status} ${verify.body}`);
  const cookie = (verify.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  return { name, email, password, cookie };
}

async function signInBrowser(page: Page, user: SeededUser) {
  const cookies = user.cookie.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return {
      name: pair.slice(0, i),
      value: pair.slice(i + 1),
      domain: 'localhost',
      path: '/',
      httpOnly: true,
      sameSite: 'Lax' as const,
    };
  });
  await page.context().addCookies(cookies);
}

interface Options {
  /**
   * Which server the browser, `seed` and `user` talk to: `test.use({ e2eServer: 'stream' })` moves a spec
   * onto the one whose model streams.
   */
  e2eServer: E2eServerName;
}

interface Fixtures {
  seed: (opts?: { name?: string; verified?: boolean }) => Promise<SeededUser>;
  /** A verified user whose session is already in this test's browser. */
  user: SeededUser;
  /** Errors thrown in the page fail the test. */
  pageErrors: string[];
}

export const test = base.extend<Fixtures & Options>({
  e2eServer: ['main', { option: true }],
  baseURL: async ({ e2eServer }, use) => use(baseURL(e2eServer)),
  seed: async ({ e2eServer }, use, info) => use((opts) => seedUser(info.workerIndex, { server: e2eServer, ...opts })),
  user: async ({ page, seed }, use) => {
    const user = await seed();
    await signInBrowser(page, user);
    await use(user);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      // A blocked script, style or eval is an error too, even when the page copes without it.
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Content-Security-Policy blocked ${e.violatedDirective}: ${e.blockedURI} (${e.sourceFile})`),
        ),
      );
      page.on('console', (m) => {
        // Failed requests (a 401 from a wrong password) are expected; anything else logged as an error is not.
        if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { mailCount, mailLink };
