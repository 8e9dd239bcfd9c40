import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { THEME_INIT_SCRIPT } from '../shared/theme-init';
import type { AppEnv } from './context';
import { AppError } from './errors';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const THEME_INIT_HASH = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/**
 * CSP forbids framing (frame-ancestors), so the older X-Frame-Options, which said otherwise, is not
 * sent; HSTS means nothing over plain http and would pin a LAN install to https if it ever answered there.
 */
export const securityHeaders = (appUrl: string) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // The lesson player loads YouTube's and Vimeo's player scripts, and only those, when such a lesson opens.
      // The one inline script is the theme applied before the first paint, allowed by its hash alone.
      scriptSrc: ["'self'", THEME_INIT_HASH, 'https://www.youtube.com', 'https://player.vimeo.com'],
      // Radix and sonner set inline style attributes for positioning.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      // A direct lesson video may be any https address an admin enters.
      mediaSrc: ["'self'", 'https:'],
      frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: false,
    strictTransportSecurity: appUrl.startsWith('https://') ? 'max-age=15552000; includeSubDomains' : false,
  });

/** One JSON log line per request, carrying the request id. */
export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  await next();
  c.var.deps.logger.info(
    {
      reqId: c.var.requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    },
    'request',
  );
});

/** What a failed request answers: its status, body and headers. Also used for a failure inside a stream. */
export function errorAnswer(err: unknown, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    const { retryAfterSeconds, detail } = err.extra;
    const headers: Record<string, string> =
      retryAfterSeconds === undefined ? {} : { 'Retry-After': String(retryAfterSeconds) };
    return { status: err.status, headers, body: { error: err.message, code: err.code, ...(detail ? { detail } : {}) } };
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const message =
      status === 400 ? 'The request body must be valid JSON.' : err.message || 'The request could not be completed.';
    return { status, headers: {}, body: { error: message } };
  }
  c.var.deps.logger.error({ err, reqId: c.var.requestId, path: c.req.path }, 'unhandled error');
  return {
    status: 500 as const,
    headers: {},
    body: { error: 'Something went wrong on our side. Please try again in a moment.' },
  };
}

export function handleError(err: Error, c: Context<AppEnv>) {
  const { status, headers, body } = errorAnswer(err, c);
  return c.json(body, status, headers);
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');

/** Sets Cache-Control on successful responses of the wrapped handlers (serveStatic has no hook before it answers). */
const cacheControl = (value: string) =>
  createMiddleware<AppEnv>(async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  });

/**
 * Serves the built client: hashed assets cached for a year, the prerendered landing page at `/`, and
 * index.html (the empty shell) for every other non-API path.
 */
export function mountClient(app: Hono<AppEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const landingFile = join(distDir, 'landing.html');
  const landingHtml = existsSync(landingFile) ? readFileSync(landingFile, 'utf8') : indexHtml;
  const files = serveStatic<AppEnv>({ root: distDir });
  app.use('/assets/*', cacheControl('public, max-age=31536000, immutable'), files);
  app.get('/', cacheControl('no-cache'), (c) => c.html(landingHtml));
  app.use(
    '*',
    cacheControl('no-cache'),
    createMiddleware<AppEnv>(async (c, next) => (isApi(c.req.path) ? next() : files(c, next))),
  );
  app.get('*', (c) => (isApi(c.req.path) ? c.notFound() : c.html(indexHtml)));
}
