import { AsyncLocalStorage } from 'node:async_hooks';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { BRAND_PROFILE_HEADER } from '../shared/generation-request';
import { badRequest } from './errors';

/** What shared server code may need to know about the request it runs for, without every route passing it on. */
export interface RequestScope {
  /** The client's Idempotency-Key, when it sent one. */
  idempotencyKey?: string;
  /** Aborted when the client goes away before the answer is sent. */
  signal: AbortSignal;
  /** False when the client turned the brand profile off for this one generation. */
  brandProfile: boolean;
}

const storage = new AsyncLocalStorage<RequestScope>();

/** The scope of the request being served, or undefined outside one (jobs, scripts). */
export const currentRequest = (): RequestScope | undefined => storage.getStore();

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * Sets the request's scope for the code it runs. `idempotencyKeys: false` ignores the header: on /mcp one
 * connection carries many tool calls, so a key set once in a client's configuration would make every
 * later generation answer with the first.
 */
export const requestScopeWith = ({ idempotencyKeys }: { idempotencyKeys: boolean }) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = idempotencyKeys ? c.req.header('idempotency-key') : undefined;
    if (key !== undefined && !KEY.test(key))
      throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores.');
    const brand = c.req.header(BRAND_PROFILE_HEADER);
    if (brand !== undefined && brand !== 'on' && brand !== 'off')
      throw badRequest(`${BRAND_PROFILE_HEADER} must be on or off.`);
    const req = c.req.raw;
    // Read on first use: the adapter makes an AbortController for it, which most reads never need.
    const scope: RequestScope = {
      idempotencyKey: key,
      brandProfile: brand !== 'off',
      get signal() {
        return req.signal;
      },
    };
    await storage.run(scope, next);
  });

export const requestScope = requestScopeWith({ idempotencyKeys: true });
