import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono } from 'hono';
import type { z } from 'zod';
import { ZRequestReset, ZResetPassword, ZSignIn, ZSignUp } from '../../shared/auth';
import type { AppEnv } from '../context';
import { badRequest } from '../errors';
import { describeIssue } from '../validate';
import { CLIENT_IP_HEADER } from './auth';

/** Our own stricter checks in front of better-auth, so bad input gets the same clear 400 as everywhere. */
const BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/api/auth/sign-up/email': ZSignUp,
  '/api/auth/sign-in/email': ZSignIn,
  '/api/auth/request-password-reset': ZRequestReset,
  '/api/auth/reset-password': ZResetPassword,
};

/** better-auth's messages, reworded where a person needs to know what to do next. */
const FRIENDLY: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please verify your email before signing in. We have sent you a new link: check your inbox.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  USER_ALREADY_EXISTS: 'An account with this email already exists. Sign in, or reset your password.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'An account with this email already exists. Sign in, or reset your password.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
};

async function checkBody(c: Context<AppEnv>): Promise<void> {
  const schema = BODY_SCHEMAS[c.req.path];
  if (c.req.method !== 'POST' || !schema) return;
  let body: unknown;
  try {
    body = await c.req.raw.clone().json();
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
}

/** The rate limiter keys on this header; it carries the socket address, never a client-supplied value. */
function withClientIp(c: Context<AppEnv>): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  let ip: string | undefined;
  try {
    ip = getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests) have no socket; they name their client in x-forwarded-for.
    ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  }
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

export const authRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/*', async (c) => {
  await checkBody(c);
  const res = await c.var.deps.auth.handler(withClientIp(c));
  return normalizeError(res);
});
