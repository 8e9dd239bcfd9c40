import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createTestApp, type TestApp } from './test/harness';

/**
 * What the installable app's service worker relies on from the server: the worker script and the
 * manifest are never cached by the browser (a new deployment must be seen at once), and the server's
 * own paths are answered by the server, never by the client's history fallback.
 */
let t: TestApp;
let dir: string;
let app: ReturnType<typeof createApp>['app'];

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'bf-pwa-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Brandforge"}');
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  app = createApp(t.deps, { clientDir: dir }).app;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('serving the installable app', () => {
  it('serves the worker script as JavaScript that the browser must revalidate every time', async () => {
    const res = await app.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('addEventListener("fetch"');
  });

  it('serves the manifest with its media type, revalidated, and the icons as PNG', async () => {
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const icon = await app.request('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
  });

  it('lets the worker load itself and the manifest under the content security policy', async () => {
    const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
    // worker-src and manifest-src fall back to script-src and default-src.
    expect(csp).not.toMatch(/worker-src|manifest-src/);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
  });

  it('answers its own paths itself, so mail links and health checks never get the app shell', async () => {
    const verify = await app.request('/api/auth/verify-email?token=nonsense&callbackURL=/dashboard');
    expect(await verify.text()).not.toContain('<div id="root">');
    const health = await app.request('/healthz');
    expect(await health.json()).toEqual({ status: 'ok' });
  });
});
