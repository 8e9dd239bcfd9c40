import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createMiddleware } from 'hono/factory';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './context';

/** Below this a gzip header and the work cost more than they save. */
export const COMPRESS_MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);

const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/** gzip unless the client refuses it (`gzip;q=0`) or never offered it. */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The text of each JSON answer built in this process, so compressing it (or finding it too small to)
 * needs neither a stream nor a second Response: reading the body back out of one was a good part of
 * what a small API read cost.
 */
const jsonText = new WeakMap<Response, string>();

type Json = Context<AppEnv>['json'];

/** The same answer as Hono's `c.json`, with its text kept for the compressor. */
function keepingText(c: Context<AppEnv>): Json {
  const body = c.body;
  const respond = (object: unknown, arg?: ContentfulStatusCode, headers?: Record<string, string>): Response => {
    const text = JSON.stringify(object);
    const res = body(text, arg, { 'Content-Type': 'application/json', ...headers });
    jsonText.set(res, text);
    return res;
  };
  return respond as unknown as Json;
}

/** Replaces the answer outright: assigning over one makes Hono rebuild it from its body stream. */
function replaceAnswer(c: Context<AppEnv>, res: Response) {
  c.res = undefined;
  c.res = res;
}

/**
 * gzip for text answers: API JSON, the HTML shell, scripts, styles, the worker and its manifest. Images,
 * fonts (woff2 is compressed already) and anything marked no-transform pass through. Answers built in
 * memory (JSON, HTML) are compressed in one go when large enough, which is cheaper than a stream; files
 * streamed from disk are compressed as they stream. hono/compress does the latter only, and compresses
 * even a 20-byte JSON answer, which has no length it could check.
 */
export const compression = createMiddleware<AppEnv>(async (c, next) => {
  c.json = keepingText(c);
  await next();
  const res = c.res;
  if (c.req.method === 'HEAD' || res.status === 204 || res.status === 206) return;
  const type = res.headers.get('Content-Type');
  if (
    res.headers.has('Content-Encoding') ||
    !type ||
    !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
    NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  )
    return;
  const vary = res.headers.get('Vary');
  if (!vary) res.headers.set('Vary', 'Accept-Encoding');
  else if (vary !== '*' && !/accept-encoding/i.test(vary)) res.headers.set('Vary', `${vary}, Accept-Encoding`);
  if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;

  const text = jsonText.get(res);
  const length = res.headers.get('Content-Length');
  if (text !== undefined) {
    if (Buffer.byteLength(text) < COMPRESS_MIN_BYTES) return;
    // The fastest level, off the event loop: compressing is most of what an API read costs on two cores.
    const zipped = await gzipAsync(text, { level: constants.Z_BEST_SPEED });
    replaceAnswer(c, new Response(zipped, { status: res.status, headers: res.headers }));
  } else if (!res.body) {
    return;
  } else if (length !== null) {
    if (Number(length) < COMPRESS_MIN_BYTES) return;
    c.res = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res);
  } else {
    const body = new Uint8Array(await res.arrayBuffer());
    const small = body.byteLength < COMPRESS_MIN_BYTES;
    c.res = new Response(small ? body : await gzipAsync(body, { level: constants.Z_BEST_SPEED }), res);
    if (small) return;
  }
  // After the assignment: Hono copies the old answer's headers onto the new one.
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', 'gzip');
  const etag = c.res.headers.get('ETag');
  if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`);
});
