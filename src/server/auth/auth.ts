import { APIError, betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { resetPasswordMail, verifyEmailMail } from '../mail/templates';
import type { Logger } from '../logger';
import type { Mailer } from '../mail/mailer';
import type { SessionUser } from './session-user';
import { redact } from '../redact';
import { createSessionMemo } from './session-memo';

/** The header the app sets from the socket address; anything a client sends under this name is replaced. */
export const CLIENT_IP_HEADER = 'x-brandforge-client-ip';

export interface AuthDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  /** What the features do for a new account (e.g. create its profile); runs inside sign-up. */
  onUserCreated?: (account: NewAccount) => Promise<void>;
}

export interface NewAccount {
  id: string;
  email: string;
  name: string;
}

/**
 * How long a browser's signed copy of its session (a cookie) is believed without asking the database.
 * Longer means fewer session reads; it is also the longest a revocation this process does not see
 * (another instance, a change made in the database directly) can take to reach a signed-in browser.
 */
export const SESSION_CACHE_SECONDS = 5;

/**
 * How long one check of a Cookie header answers for the same header again in this process (see
 * session-memo.ts). A change the process does not see can so take SESSION_CACHE_SECONDS plus this.
 */
export const SESSION_MEMO_MS = 1000;

export function createAuth({ db, config, mailer, logger, onUserCreated }: AuthDeps) {
  const { appUrl } = config;
  // Every successful change made through the auth API (sign-out, revocation, a new password, a
  // sign-in) moves this on, which voids every cached session copy at once: such changes are rare, and
  // the next read of each browser goes to the database again.
  let sessionGeneration = 0;
  const auth = betterAuth({
    appName: 'Brandforge',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    telemetry: { enabled: false },
    // better-auth's own notices go to the app's log, not to stderr, without addresses or tokens.
    logger: {
      log: (level, message, ...args) => logger[level]({ args: redact(args) }, `auth: ${String(redact(message))}`),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Links are built here, not taken from the request, so they always land on this app's pages.
      sendResetPassword: async ({ user, token }) => {
        const landing = encodeURIComponent(`${appUrl}/auth?mode=reset`);
        const url = `${appUrl}/api/auth/reset-password/${token}?callbackURL=${landing}`;
        await mailer.send(await resetPasswordMail(user.email, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      expiresIn: 60 * 60 * 24,
      // The link opens a page that asks for the sign-up password too (see confirm-email.ts): the token
      // alone would let whoever signed up with someone else's address hand them an account with a
      // password the stranger knows.
      sendVerificationEmail: async ({ user, token }) => {
        const url = `${appUrl}/auth?mode=confirm&token=${encodeURIComponent(token)}`;
        await mailer.send(await verifyEmailMail(user.email, url));
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/change-password') {
          // A new password signs out every other session: whoever knew the old one is out too.
          return { context: { body: { ...(ctx.body as object), revokeOtherSessions: true } } };
        }
        // The body was checked by ZSignUp in front of better-auth.
        if (ctx.path !== '/sign-up/email') return;
        const email = (ctx.body as { email: string }).email.toLowerCase();
        const [existing] = await db
          .select({ id: schema.user.id, emailVerified: schema.user.emailVerified })
          .from(schema.user)
          .where(eq(schema.user.email, email));
        if (!existing) return;
        // better-auth answers a duplicate sign-up with a fake success when verification is required; we
        // tell the person instead (this runs behind the sign-up rate limiter, which bounds probing).
        if (existing.emailVerified)
          throw new APIError('UNPROCESSABLE_ENTITY', { code: 'USER_ALREADY_EXISTS', message: 'User already exists.' });
        // An unconfirmed account holds nothing yet and may be a stranger's claim on this address: the
        // newest sign-up replaces it, so it can never keep the mailbox owner out.
        await db.delete(schema.user).where(eq(schema.user.id, existing.id));
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Roles from ADMIN_EMAILS are granted when the mailbox owner confirms, never at sign-up.
          after: async (user) => {
            await onUserCreated?.({ id: user.id, email: user.email, name: user.name });
          },
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // No refreshCache: a copy renewed without the database would outlive a revocation.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS, version: () => String(sessionGeneration) },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
        // Every page load reads the session; limiting it per address would sign out whole offices.
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: appUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
  const memo = createSessionMemo<SessionUser>({ ttlMs: SESSION_MEMO_MS, max: 10_000 });
  const sessionBodies = createSessionMemo<string>({ ttlMs: SESSION_MEMO_MS, max: 10_000 });
  const handle = auth.handler;
  auth.handler = async (request: Request) => {
    const res = await handle(request);
    if (request.method !== 'GET' && res.ok) {
      sessionGeneration++;
      memo.clear();
      sessionBodies.clear();
    }
    return res;
  };

  /**
   * GET /api/auth/get-session, answered for the same Cookie header from memory for a moment, as
   * signed-in reads are: through better-auth's router it cost more than any other read a page makes.
   * Only a plain answer is kept; one that sets cookies (a renewed or cleared copy) goes through each time.
   */
  async function sessionAnswer(cookie: string | null, ask: () => Promise<Response>): Promise<Response> {
    const known = cookie ? sessionBodies.get(cookie) : undefined;
    if (known !== undefined) return new Response(known, { headers: { 'content-type': 'application/json' } });
    const res = await ask();
    if (cookie && res.status === 200 && res.headers.getSetCookie().length === 0)
      sessionBodies.set(cookie, await res.clone().text());
    return res;
  }

  /**
   * The signed-in user of a request, or null, and the cookies to hand back when the signed copy was
   * renewed from the database.
   */
  async function signedInUser(headers: Headers): Promise<{ user: SessionUser; setCookies: string[] } | null> {
    const cookie = headers.get('cookie');
    const known = cookie ? memo.get(cookie) : undefined;
    if (known) return { user: known, setCookies: [] };
    const { response, headers: out } = await auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    const user = { id: response.user.id, email: response.user.email, name: response.user.name };
    if (cookie) memo.set(cookie, user);
    return { user, setCookies: out.getSetCookie() };
  }

  return Object.assign(auth, { signedInUser, sessionAnswer });
}

export type Auth = ReturnType<typeof createAuth>;
