import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { Hono } from 'hono';
import { COMPRESS_MIN_BYTES, compression } from './compression';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
let dir: string;
let app: ReturnType<typeof createApp>['app'];
const script = `console.log(${JSON.stringify('brandforge '.repeat(500))});`;
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(4000, 7)]);

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'bf-gzip-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Brandforge</title>${'<p>x</p>'.repeat(300)}`);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'logo-abc123.png'), png);
  writeFileSync(join(dir, 'sw.js'), `self.addEventListener("fetch", () => {});${' '.repeat(2000)}`);
  app = createApp(t.deps, { clientDir: dir }).app;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const gz = { 'accept-encoding': 'gzip, deflate, br' };
const bodyOf = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  return (res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe('compressed answers', () => {
  it('gzips a large API answer and it reads back the same', async () => {
    const u = await t.signedInUser('gzip@example.com');
    const off = t.deps.dashboard.register({
      id: 'gzip-test',
      activity: (_userId, limit) => {
        const items = Array.from({ length: limit }, (_, i) => ({
          id: `item-${i}`,
          kind: 'mission',
          title: `A long activity title number ${i} `.repeat(4),
          href: '/mission',
          created_at: new Date(Date.UTC(2025, 0, i + 1)).toISOString(),
        }));
        return { sql: sql`${JSON.stringify(items)}::json`, read: (rows: typeof items) => rows };
      },
    });
    try {
      const plain = await u.request('/api/dashboard');
      const zipped = await u.request('/api/dashboard', { headers: gz });
      const text = await bodyOf(plain);
      expect(text.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(zipped.headers.get('content-encoding')).toBe('gzip');
      expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
      expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(JSON.parse(await bodyOf(zipped))).toEqual(JSON.parse(text));
    } finally {
      off();
    }
  });

  it('leaves small answers and clients that do not ask for gzip alone', async () => {
    const small = await app.request('/healthz', { headers: gz });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
    const refused = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(await refused.text()).toBe(script);
    const none = await app.request('/assets/index-abc123.js');
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('gzips the client files with their caching kept, and not images', async () => {
    const js = await app.request('/assets/index-abc123.js', { headers: gz });
    expect(js.headers.get('content-encoding')).toBe('gzip');
    expect(js.headers.get('content-length')).toBeNull();
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bodyOf(js)).toBe(script);

    const html = await app.request('/some/page', { headers: gz });
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(await bodyOf(html)).toContain('<title>Brandforge</title>');

    const worker = await app.request('/sw.js', { headers: gz });
    expect(worker.headers.get('content-encoding')).toBe('gzip');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await bodyOf(worker)).toContain('addEventListener("fetch"');

    const image = await app.request('/assets/logo-abc123.png', { headers: gz });
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it("keeps a JSON answer's status and headers, cookies too, when it gzips it", async () => {
    const big = { items: Array.from({ length: 80 }, (_, i) => `entry ${i} – “quoted” café`) };
    const mini = new Hono()
      .use(compression)
      .post('/made', (c) => {
        c.header('Set-Cookie', 'a=1; Path=/', { append: true });
        c.header('Set-Cookie', 'b=2; Path=/', { append: true });
        c.header('Cache-Control', 'no-store');
        return c.json(big, 201);
      })
      .get('/tiny', (c) => c.json({ ok: true }, 202));
    const made = await mini.request('/made', { method: 'POST', headers: gz });
    expect(made.status).toBe(201);
    expect(made.headers.get('content-encoding')).toBe('gzip');
    expect(made.headers.get('content-type')).toBe('application/json');
    expect(made.headers.get('cache-control')).toBe('no-store');
    expect(made.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(JSON.parse(await bodyOf(made))).toEqual(big);

    const tiny = await mini.request('/tiny', { headers: gz });
    expect(tiny.status).toBe(202);
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(tiny.headers.get('vary')).toBe('Accept-Encoding');
    expect(await tiny.json()).toEqual({ ok: true });
  });

  it('sends HEAD without a body or an encoding', async () => {
    const head = await app.request('/assets/index-abc123.js', { method: 'HEAD', headers: gz });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});
