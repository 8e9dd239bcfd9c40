import { desc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { mailOutbox } from '../db/schema';
import { startRuntime } from '../runtime';
import { freshDatabaseUrl } from './database';

export const TEST_APP_URL = 'http://localhost:3000';

/** A migrated app on a fresh database, with helpers to drive it like a browser would. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<NonNullable<Parameters<typeof startRuntime>[1]>, 'mailEngine' | 'logger'> = {},
) {
  const database = await freshDatabaseUrl();
  const config = loadConfig({
    DATA_DIR: 'memory://',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    APP_URL: TEST_APP_URL,
    LOG_LEVEL: 'silent',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const runtime = await startRuntime(config, { printMail: () => {}, ...options });
  const { app } = createApp(runtime.deps);
  const { db } = runtime.deps;
  let ipCounter = 0;

  /** A browser: its own cookie jar and client address (so rate limits apply per test client). */
  function agent() {
    const cookies = new Map<string, string>();
    const ip = `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
    async function request(
      path: string,
      init: {
        method?: string;
        json?: unknown;
        body?: string;
        headers?: Record<string, string>;
        signal?: AbortSignal;
      } = {},
    ) {
      const headers = new Headers({ origin: TEST_APP_URL, 'x-forwarded-for': ip, ...init.headers });
      if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        headers.set('content-type', 'application/json');
      }
      const res = await app.request(path, {
        method: init.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        signal: init.signal,
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(';');
        const [k, ...v] = (pair ?? '').split('=');
        if (!k) continue;
        const value = v.join('=');
        if (value === '' || /max-age=0/i.test(c)) cookies.delete(k.trim());
        else cookies.set(k.trim(), value);
      }
      return res;
    }
    return { request, cookies, ip };
  }

  async function mailsTo(email: string) {
    await runtime.deps.mailer.idle();
    return db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
  }

  /** The first link in the newest mail to `email`, as a path relative to the app. */
  async function lastLink(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const match = mail?.text.match(/https?:\/\/\S+/);
    if (!match) throw new Error(`no mail with a link to ${email}`);
    return match[0].replace(TEST_APP_URL, '');
  }

  /** The token of the newest confirmation link mailed to `email`. */
  async function confirmationToken(email: string): Promise<string> {
    const token = new URL(await lastLink(email), TEST_APP_URL).searchParams.get('token');
    if (!token) throw new Error(`the newest mail to ${email} has no confirmation link`);
    return token;
  }

  /** Signs up, confirms with the mailed link and the password, and returns the signed-in agent. */
  async function signedInUser(email: string, name = 'Test User', password = 'correct-horse-1') {
    const a = agent();
    const res = await a.request('/api/auth/sign-up/email', { json: { name, email, password } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const verify = await a.request('/api/auth/confirm-email', {
      json: { token: await confirmationToken(email), password },
    });
    if (verify.status !== 200) throw new Error(`confirmation failed: ${verify.status} ${await verify.text()}`);
    const me = await a.request('/api/auth/get-session');
    const session = (await me.json()) as { user: { id: string } };
    return { ...a, id: session.user.id, email, password };
  }

  return {
    app,
    db,
    config,
    deps: runtime.deps,
    runtime,
    agent,
    mailsTo,
    lastLink,
    confirmationToken,
    signedInUser,
    async close() {
      await runtime.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
