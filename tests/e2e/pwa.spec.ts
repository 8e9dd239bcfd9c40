import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deployableClient, reloadOffline, workerInControl } from './support/pwa';
import { screenChecker } from './support/screens';

/*
 * The installable app: manifest, service worker, offline shell and the update notice, against the
 * built app. Every test gets a fresh browser context, so each starts without a worker.
 */

const checkScreen = screenChecker('pwa-');

interface Icon {
  src: string;
  sizes: string;
  type?: string;
  purpose?: string;
}
interface Manifest {
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
  shortcuts: { name: string; url: string }[];
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: 'You’re offline.' });

async function readManifest(page: Page): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  return (await res.json()) as Manifest;
}

test('the manifest is served and valid, and each icon has its stated pixel size', async ({ page }) => {
  await page.goto('/');
  const manifest = await readManifest(page);
  expect(manifest).toMatchObject({
    name: 'Brandforge',
    short_name: 'Brandforge',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#09090b',
    background_color: '#09090b',
  });
  expect(manifest.description.length).toBeGreaterThan(20);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
    ['Mission Statement', '/mission'],
    ['Content Strategy', '/content-strategy'],
    ['Learning Hub', '/learning'],
  ]);
  expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ]);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const icon of [...manifest.icons, { src: apple!, sizes: '180x180', type: 'image/png' }]) {
    const res = await page.request.get(icon.src);
    expect(res.status(), icon.src).toBe(200);
    expect(res.headers()['content-type']).toBe(icon.type);
    expect(pngSize(await res.body()), icon.src).toBe(icon.sizes);
  }
  // A maskable icon is full-bleed: its corners are painted, where the plain icon's are transparent.
  const cornerAlpha = (src: string) =>
    page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(image, 0, 0);
      return ctx.getImageData(0, 0, 1, 1).data[3];
    }, src);
  expect(await cornerAlpha('/icons/icon-maskable-512.png')).toBe(255);
  expect(await cornerAlpha('/icons/icon-512.png')).toBe(0);
});

test('installability: manifest fields, icons, a worker with a fetch handler, start_url in scope and offline', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  const manifest = await readManifest(page);
  // The same checks Chromium and Lighthouse make before offering installation.
  expect(manifest.name || manifest.short_name).toBeTruthy();
  expect(['standalone', 'fullscreen', 'minimal-ui']).toContain(manifest.display);
  const pngOf = (size: string) => manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
  expect(pngOf('192x192')).toBeTruthy();
  expect(pngOf('512x512')).toBeTruthy();
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  const start = new URL(manifest.start_url, baseURL);
  const scope = new URL(manifest.scope, baseURL);
  expect(start.origin).toBe(scope.origin);
  expect(start.pathname.startsWith(scope.pathname)).toBe(true);
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /width=device-width/);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  const worker = await workerInControl(page);
  expect(worker.scope).toBe(`${baseURL}/`);
  expect(worker.script).toBe(`${baseURL}/sw.js`);
  const sw = await page.request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(await sw.text()).toMatch(/addEventListener\(\s*["']fetch["']/);

  // Chromium's own verdict.
  const cdp = await context.newCDPSession(page);
  const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
  expect(errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // Playwright's contexts are incognito, where Chromium never installs; that is the only objection allowed.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);

  // start_url answers 200 with the network cut: the worker answers it.
  await context.setOffline(true);
  const offline = await page.goto(manifest.start_url);
  expect(offline?.status()).toBe(200);
  expect(offline?.fromServiceWorker()).toBe(true);
  await context.setOffline(false);
});

test('the worker registers after load, controls the page and serves the shell and assets from its cache', async ({
  page,
}) => {
  const first = await page.goto('/');
  expect(first?.fromServiceWorker()).toBe(false);
  await workerInControl(page);
  // The worker's code (and the install prompt's) is fetched only once the page has loaded.
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const layer = performance
      .getEntriesByType('resource')
      .find((e) => /\/assets\/pwa-notices-[\w-]+\.js$/.test(e.name));
    return { loaded: navigation?.loadEventEnd ?? 0, layer: layer?.startTime ?? -1 };
  });
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.layer).toBeGreaterThanOrEqual(timing.loaded);
  const reload = await page.reload();
  expect(reload?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  // The site's root offline is the prerendered landing page.
  expect(cached).toContain('/landing.html');
  expect(cached).toContain('/manifest.webmanifest');
  expect(cached.filter((u) => u.startsWith('/assets/')).length).toBeGreaterThan(20);
  // Only the built app: no API answer, session or share data is ever cached.
  expect(
    cached.filter(
      (u) => !/^\/(index\.html|landing\.html|manifest\.webmanifest|icons\/[\w-]+\.png|assets\/.+)$/.test(u),
    ),
  ).toEqual([]);
});

test('/api answers always come from the network, never from the worker or its cache', async ({
  page,
  context,
  user: _,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome back');
  await workerInControl(page);

  const session = page.waitForResponse('**/api/auth/get-session');
  const dashboard = page.waitForResponse('**/api/dashboard');
  await page.reload();
  for (const res of [await session, await dashboard]) {
    expect(res.fromServiceWorker(), res.url()).toBe(false);
    expect(res.status()).toBe(200);
  }
  const cachedApi = await page.evaluate(async () => {
    const hits: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (new URL(request.url).pathname.startsWith('/api')) hits.push(request.url);
      }
    }
    return hits;
  });
  expect(cachedApi).toEqual([]);

  // Offline, an API call fails as a network error; nothing stands in for it.
  await context.setOffline(true);
  const offline = await page.evaluate(() =>
    fetch('/api/dashboard').then(
      (r) => `answered ${r.status}`,
      () => 'network error',
    ),
  );
  expect(offline).toBe('network error');
  // An address the server must answer (an API call, a link in a mail) is never given the app shell.
  const verify = await page.request.get('/api/auth/verify-email?token=nonsense', { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  expect(await verify.text()).not.toContain('<div id="root">');
  await context.setOffline(false);
});

test('offline: loaded data stays with a banner; a reload gets the cached shell; back online it carries on', async ({
  page,
  context,
  user,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dashboard');
  const welcome = page.getByRole('heading', { level: 1 });
  await expect(welcome).toHaveText(`Welcome back, ${user.name.split(' ')[0]}!`);
  await workerInControl(page);
  await expect(offlineBanner(page)).toHaveCount(0);

  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(offlineBanner(page)).toContainText(
    'What’s on screen stays; saving and generating wait for the connection.',
  );
  await expect(welcome).toHaveText(`Welcome back, ${user.name.split(' ')[0]}!`);
  const progress = page.getByRole('heading', { name: 'Brand Building Progress' });
  await expect(progress).toBeVisible();
  await checkScreen(page, 'offline-dashboard');
  // Moving around the app offline: its pages come from the worker, and what was loaded is still there.
  await page.getByRole('link', { name: 'Mission Statement' }).first().click();
  await expect(page).toHaveURL(/\/mission$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(welcome).toHaveText(`Welcome back, ${user.name.split(' ')[0]}!`);
  await expect(progress).toBeVisible();

  // A reload with no network: the worker's shell, not the browser's error page, and still signed in.
  const reload = await reloadOffline(page, context);
  expect(reload.response?.fromServiceWorker()).toBe(true);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your workspace opens as soon as the connection is back.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await checkScreen(page, 'offline-reload', { loading: true });

  await reload.backOnline();
  await expect(welcome).toHaveText(`Welcome back, ${user.name.split(' ')[0]}!`);
  await expect(offlineBanner(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('back online when the browser never says so: the banner goes once the server answers again', async ({
  page,
  context,
  user,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome back, ${user.name.split(' ')[0]}!`);
  // Loaded online, worker and all, as in the other offline tests: its script is not fetched mid-test.
  await workerInControl(page);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  // A browser that misses the way back: navigator.onLine stays false and no 'online' event arrives.
  await page.evaluate(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true });
    window.addEventListener('online', (e) => e.stopImmediatePropagation(), { capture: true });
  });
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0, { timeout: 8000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('offline in the light theme: the banner on the landing page', async ({ page, context }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('vite-ui-theme', 'light'));
  await page.goto('/');
  await workerInControl(page);
  await context.setOffline(true);
  const reload = await reloadOffline(page, context);
  await expect(offlineBanner(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkScreen(page, 'offline-landing', { theme: 'light' });
  await page.screenshot({ path: 'test-results/screenshots/pwa-offline-banner-viewport-1280-light.png' });
  await reload.backOnline();
});

test('a new deployment shows “A new version is available” in every open tab; Reload switches to it', async ({
  page,
  context,
}) => {
  const client = await deployableClient();
  try {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${client.url}/`);
    await workerInControl(page);
    const other = await context.newPage();
    await other.goto(`${client.url}/`);
    await workerInControl(other);
    const notice = (p: Page) => p.getByRole('status').filter({ hasText: 'A new version is available' });
    await expect(notice(page)).toHaveCount(0);

    client.redeploy();
    // Browsers check on navigation and the app every hour; the test asks at once.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(notice(page)).toBeVisible({ timeout: 15_000 });
    await expect(notice(other)).toBeVisible();
    // Until the user chooses, the pages keep running the version they started with.
    const waitingWorker = (p: Page) =>
      p.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);
    expect(await waitingWorker(page)).toBe(true);
    await checkScreen(page, 'update-notice');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: 'test-results/screenshots/pwa-update-notice-viewport-375-dark.png' });
    await page.setViewportSize({ width: 1280, height: 800 });

    const reloaded = page.waitForEvent('load');
    await notice(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    expect(await waitingWorker(page)).toBe(false);

    // The other tab now runs old code under the new worker: it keeps its notice, and Reload is immediate.
    await expect(notice(other)).toBeVisible();
    const otherReloaded = other.waitForEvent('load', { timeout: 2_000 });
    await notice(other).getByRole('button', { name: 'Reload' }).click();
    await otherReloaded;
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(other)).toHaveCount(0);

    await other.close();
  } finally {
    await client.close();
  }
});
