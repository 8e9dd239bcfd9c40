import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { AppError, badRequest, forbidden } from './errors';
import { jsonShapeProblem } from './json-limits';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

/**
 * Refuses state-changing API requests sent by another site (a form post or a `text/plain` fetch
 * from a page the user happens to visit would otherwise carry their session cookie). Browsers name
 * the sending page in Origin, and in Sec-Fetch-Site; a request with neither is not from a browser
 * and carries no ambient credentials worth protecting.
 */
export const crossSiteGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin === 'null') {
    // A plain HTML form posted under the `no-referrer` policy names its origin "null", even on our own
    // page (a member's opt-in form); only the browser's own Sec-Fetch-Site can then say it is ours.
    if (site !== 'same-origin') throw forbidden(CROSS_SITE_MESSAGE);
  } else if (origin !== undefined) {
    if (origin !== new URL(c.var.deps.config.appUrl).origin) throw forbidden(CROSS_SITE_MESSAGE);
  } else if (site && site !== 'same-origin' && site !== 'none') throw forbidden(CROSS_SITE_MESSAGE);
  await next();
});

/**
 * Refuses a request body over `maxSize` bytes with 413 and `message`. GET, HEAD and OPTIONS carry no
 * body anything reads, and asking for one builds a full Request object: on a small read that was the
 * costliest part of the request. Their declared length is still checked.
 */
export function bodyLimitGuard(maxSize: number, message: string) {
  const limit = bodyLimit({ maxSize, onError: (c) => c.json({ error: message }, 413) });
  return createMiddleware<AppEnv>(async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) return limit(c, next);
    if (Number(c.req.header('content-length') ?? 0) > maxSize) return c.json({ error: message }, 413);
    await next();
  });
}

/**
 * The body limit of each request: the guard `byPath` names for its path (the few routes that take a
 * whole file's text), `fallback` for every other. Chosen before any other middleware reads the body.
 */
export const bodyLimitByPath = (
  fallback: MiddlewareHandler<AppEnv>,
  byPath: ReadonlyMap<string, MiddlewareHandler<AppEnv>>,
) => createMiddleware<AppEnv>(async (c, next) => (byPath.get(c.req.path) ?? fallback)(c, next));

/** A NUL character or half of a surrogate pair: PostgreSQL refuses both, and no person types them. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is refused
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasBrokenText = (s: string) => BROKEN_TEXT.test(s);

/** 'targetAudience' -> 'Target audience', 'answers.3' -> 'Answers 3': a field as a person reads it. */
export function fieldName(path: readonly (string | number)[]): string {
  const words = path
    .map(String)
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'The request';
}

interface Step {
  value: unknown;
  parent: Step | null;
  /** The key or index that led here; a key is checked when its value is reached, in body order. */
  at?: string | number;
}

function pathOf(step: Step): (string | number)[] {
  const path: (string | number)[] = [];
  for (let s: Step | null = step; s?.at !== undefined; s = s.parent) path.push(s.at);
  return path.reverse();
}

/**
 * The path of the first string (value or key) that holds broken text, or null. Walked with its own
 * stack, not by recursion, so no depth of nesting can overflow the call stack; each step links to its
 * parent instead of copying the path, so a deep body costs linear time.
 */
export function findBrokenText(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  const stack: Step[] = [{ value, parent: null }];
  for (let step = stack.pop(); step; step = stack.pop()) {
    const v = step.value;
    if (typeof step.at === 'string' && hasBrokenText(step.at))
      return [...path, ...pathOf(step).slice(0, -1), 'a field name'];
    if (typeof v === 'string') {
      if (hasBrokenText(v)) return [...path, ...pathOf(step)];
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: step, at: i });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        stack.push({ value: child, parent: step, at: key });
      }
    }
  }
  return null;
}

const brokenTextError = (path: readonly (string | number)[]) =>
  badRequest(`${fieldName(path)} contains a character that is not allowed (a NUL or a broken character).`);

const unsupportedBody = () =>
  new AppError(415, 'Send the request body as JSON, with Content-Type: application/json.', 'UNSUPPORTED_MEDIA_TYPE');

/** Routes a form may post to: the List-Unsubscribe target. */
const FORM_POST_PATHS = new Set(['/api/email/unsubscribe']);

/**
 * Every API request's text is checked once, before any route or better-auth sees it: the address and
 * query must decode, a body must be JSON of a bounded depth and size, and no string in it may hold
 * broken text. A route then never meets input that would make the database or a parser throw.
 */
export const textGuard = createMiddleware<AppEnv>(async (c, next) => {
  const url = new URL(c.req.url);
  let address: string;
  try {
    address = decodeURIComponent(url.pathname) + decodeURIComponent(url.search.replace(/\+/g, ' '));
  } catch {
    throw badRequest('The address contains characters that are not allowed.');
  }
  if (hasBrokenText(address)) throw badRequest('The address contains characters that are not allowed.');

  if (SAFE_METHODS.has(c.req.method)) return next();
  const type = c.req.header('content-type') ?? '';
  // A mail provider's one-click unsubscribe (RFC 8058) posts a form; that route never reads its body.
  if (FORM_POST_PATHS.has(url.pathname) && /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type))
    return next();
  const text = await c.req.raw.clone().text();
  if (text.trim() === '') return next();
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw unsupportedBody();
  const shape = jsonShapeProblem(text);
  if (shape) throw badRequest(shape);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be valid JSON.');
  }
  const broken = findBrokenText(body);
  if (broken) throw brokenTextError(broken);
  await next();
});
