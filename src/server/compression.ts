import { promisify } from 'node:util';
import { constants, gzip } from 'node:zlib';
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
 * gzip for text answers: API JSON, the HTML shell, scripts, styles, the worker and its manifest. Images,
 * fonts (woff2 is compressed already) and anything marked no-transform pass through. Answers built in
 * memory (JSON, HTML) are compressed in one go when large enough, which is cheaper than a stream; files streamed from disk are compressed as they stream. hono/compress does the latter
 * only, and compresses even a 20-byte JSON answer, which has no length it could check.
 */
export const compression = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type');
  if (
    !res.body ||
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
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

  const length = res.headers.get('Content-Length');
  if (length !== null) {
    if (Number(length) < COMPRESS_MIN_BYTES) return;
    c.res = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res);
  } else {
    const body = new Uint8Array(await res.arrayBuffer());
    // The fastest level, off the event loop: compressing is most of what an API read costs on two cores.
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
