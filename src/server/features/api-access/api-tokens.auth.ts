import { createMiddleware } from 'hono/factory';
import { API_TOKEN_MESSAGES, API_TOKEN_PREFIX, type TApiScope } from '../../../shared/api-access';
import type { AppEnv } from '../../context';
import { AppError, badRequest, forbidden } from '../../errors';
import { hitRateLimit } from '../../rate-limit';
import { authenticateToken, type TokenHolder } from './api-tokens.service';

/** Requests on /api/v1 and /mcp: the app's context plus the token they came with. */
export interface ApiEnv {
  Variables: AppEnv['Variables'] & { token: TokenHolder };
}

/** Far above any real token header; a longer one is refused before it is looked at. */
const HEADER_MAX = 512;

const unauthorized = (message: string) => new AppError(401, message, 'UNAUTHORIZED');

/** A token anywhere in the address would be kept by proxies, browsers and history, so it is never read from there. */
function tokenInQuery(url: string): boolean {
  const query = new URL(url).searchParams;
  for (const [key, value] of query)
    if (value.startsWith(API_TOKEN_PREFIX) || /^(access_token|token|api_key)$/i.test(key)) return true;
  return false;
}

/**
 * Authenticates a personal access token from `Authorization: Bearer …` and nothing else: a session
 * cookie is not a way in here, as a token is not one on the app's own routes (they read the cookie
 * only). Then counts the request against the token's per-minute limit.
 */
export const requireToken = createMiddleware<ApiEnv>(async (c, next) => {
  if (tokenInQuery(c.req.url)) throw badRequest(API_TOKEN_MESSAGES.inQuery);
  const header = c.req.header('authorization');
  if (header === undefined) {
    c.header('WWW-Authenticate', 'Bearer');
    throw unauthorized(API_TOKEN_MESSAGES.missing);
  }
  if (header.length > HEADER_MAX) throw badRequest(API_TOKEN_MESSAGES.tooLong);
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  const holder = match?.[1] ? await authenticateToken(c.var.deps.db, match[1]) : null;
  if (!holder) {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    throw unauthorized(match ? API_TOKEN_MESSAGES.invalid : API_TOKEN_MESSAGES.missing);
  }
  const max = c.var.deps.config.apiRatePerMinute;
  const verdict = await hitRateLimit(c.var.deps.db, `api:token:${holder.tokenId}`, { window: 60, max });
  if (!verdict.allowed)
    throw new AppError(
      429,
      `This access token has made ${max} requests this minute. Try again in ${verdict.retryAfterSeconds} seconds.`,
      'RATE_LIMITED',
      { retryAfterSeconds: verdict.retryAfterSeconds },
    );
  c.set('token', holder);
  c.set('user', holder.user);
  await next();
});

export const hasScope = (holder: TokenHolder, scope: TApiScope) => holder.scopes.includes(scope);

/** 403 unless the token carries `scope`. */
export function assertScope(holder: TokenHolder, scope: TApiScope): void {
  if (!hasScope(holder, scope)) throw forbidden(API_TOKEN_MESSAGES.scope(scope));
}

/** What a REST method needs: reads read, POST runs a generator, PUT, PATCH and DELETE write. */
export function scopeOfMethod(method: string): TApiScope {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return 'read';
  return method === 'POST' ? 'generate' : 'write';
}

/** The scope check of every /api/v1 route, by its method (see scopeOfMethod). */
export const requireMethodScope = createMiddleware<ApiEnv>(async (c, next) => {
  assertScope(c.var.token, scopeOfMethod(c.req.method));
  await next();
});
