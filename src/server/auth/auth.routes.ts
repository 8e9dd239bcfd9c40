import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  ZChangePassword,
  ZConfirmEmail,
  ZRequestReset,
  ZResetPassword,
  ZRevokeSession,
  ZSendVerification,
  ZSignIn,
  ZSignUp,
} from '../../shared/auth';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../context';
import { user, verification } from '../db/schema';
import { badRequest } from '../errors';
import { clientAddress } from '../client-address';
import { describeIssue } from '../validate';
import { CLIENT_IP_HEADER } from './auth';
import { confirmEmail } from './confirm-email';
import { assertNotLocked, clearFailures, recordFailure } from './sign-in-backoff';

/** Our own stricter checks in front of better-auth, so bad input gets the same clear 400 as everywhere. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': ZSignUp,
  '/api/auth/sign-in/email': ZSignIn,
  '/api/auth/request-password-reset': ZRequestReset,
  '/api/auth/reset-password': ZResetPassword,
  '/api/auth/change-password': ZChangePassword,
  '/api/auth/send-verification-email': ZSendVerification,
  '/api/auth/revoke-session': ZRevokeSession,
};

/**
 * The better-auth endpoints the app uses; the rest (profile updates, account deletion, ...) are done by
 * our own routes or not offered, so they are not reachable at all.
 */
const ALLOWED = new Set([
  ...Object.keys(BODY_SCHEMAS).map((path) => `POST ${path}`),
  'POST /api/auth/sign-out',
  'POST /api/auth/revoke-other-sessions',
  'GET /api/auth/get-session',
  'GET /api/auth/list-sessions',
  'GET /api/auth/ok',
  'GET /api/auth/error',
]);
const isAllowed = (method: string, path: string) =>
  ALLOWED.has(`${method} ${path}`) || (method === 'GET' && /^\/api\/auth\/reset-password\/[^/]+$/.test(path));

/** better-auth's messages, reworded where a person needs to know what to do next. */
const FRIENDLY: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please verify your email before signing in. We have sent you a new link: check your inbox.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in, or reset your password.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in, or reset your password.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
};

async function checkBody<T>(
  c: Context<AppEnv>,
  schema: z.ZodType<T> | undefined = BODY_SCHEMAS[c.req.path] as z.ZodType<T>,
): Promise<T | undefined> {
  if (c.req.method !== 'POST' || !schema) return undefined;
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data;
}

/** The rate limiter keys on this header; it carries the socket address, never a client-supplied value. */
function withClientIp(c: Context<AppEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientAddress(c, c.var.deps.config.trustProxy);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  const init: RequestInit & { duplex?: 'half' } = { headers };
  return new Request(c.req.raw, init);
}

/** Gives better-auth's `{ code, message }` errors the app-wide `{ error }` field too. */
async function normalizeError(res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string; message?: string } | null;
  if (!body) return res;
  const message = (body.code && FRIENDLY[body.code]) || body.message || 'The request could not be completed.';
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...body, message, error: message }), { status: res.status, headers });
}

/** The email of the account a reset token belongs to, read before better-auth uses the token up. */
async function resetTarget(c: Context<AppEnv>, token: string): Promise<string | null> {
  const { db } = c.var.deps;
  const [row] = await db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${token}`));
  return row?.email ?? null;
}

/** Signs in as better-auth would and hands its cookies on: the last step of a confirmation. */
async function signInAfterConfirming(c: Context<AppEnv>, email: string, password: string): Promise<Response> {
  const headers = new Headers(withClientIp(c).headers);
  headers.set('content-type', 'application/json');
  const url = new URL('/api/auth/sign-in/email', c.req.url);
  const res = await c.var.deps.auth.handler(
    new Request(url, { method: 'POST', headers, body: JSON.stringify({ email, password }) }),
  );
  return normalizeError(res);
}

export const authRoutes = new Hono<AppEnv>()
  .post('/confirm-email', async (c) => {
    const input = await checkBody(c, ZConfirmEmail);
    if (!input) throw badRequest('The request body must be valid JSON.');
    const email = await confirmEmail(c.var.deps, input);
    return signInAfterConfirming(c, email, input.password);
  })
  // Links mailed before confirmation asked for the password land on the page that asks for it.
  .get('/verify-email', (c) => {
    const token = c.req.query('token') ?? '';
    return c.redirect(`/auth?mode=confirm&token=${encodeURIComponent(token)}`, 302);
  })
  .get('/get-session', async (c) => {
    const ask = () => c.var.deps.auth.handler(withClientIp(c));
    // Asking for a fresh read (a query such as disableCookieCache) always goes through.
    if (c.req.url.includes('?')) return normalizeError(await ask());
    return normalizeError(await c.var.deps.auth.sessionAnswer(c.req.header('cookie') ?? null, ask));
  })
  .on(['GET', 'POST'], '/*', async (c) => {
    if (!isAllowed(c.req.method, c.req.path))
      return c.json({ error: `There is no API endpoint ${c.req.method} ${c.req.path}.` }, 404);
    const { db } = c.var.deps;
    const body = await checkBody<{ email?: string; token?: string }>(c);
    const signingIn = c.req.path === '/api/auth/sign-in/email' && body?.email;
    if (signingIn) await assertNotLocked(db, signingIn);
    // A new password through the reset mail ends any sign-in backoff: the mailbox owner is acting.
    const resetting =
      c.req.path === '/api/auth/reset-password' && body?.token ? await resetTarget(c, body.token) : null;
    const res = await c.var.deps.auth.handler(withClientIp(c));
    if (signingIn) {
      if (res.status === 401) await recordFailure(db, signingIn);
      else if (res.ok) await clearFailures(db, signingIn);
    }
    if (resetting && res.ok) await clearFailures(db, resetting);
    return normalizeError(res);
  });
