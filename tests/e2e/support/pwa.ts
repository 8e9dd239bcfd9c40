import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';

/* The installable app's test helpers: the worker in control, a reload with the network off, a client to redeploy. */

/** Waits until the worker has installed (its precache is complete) and controls this page. */
export async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

/**
 * A reload with the network off. Chromium 150 (driven by Playwright 1.65) keeps refusing requests after a
 * reload but gives the new document `navigator.onLine === true`, which a browser with no network never
 * does. The same emulation, sent again on a session of its own as the new document commits, gives
 * it the state a real one has (and the 'offline' event a real one fires when the connection drops).
 * `backOnline` lets requests through first (the context's emulation) and only then ends that session,
 * whose emulation ends with it: the document's 'online' event comes once its requests can succeed, as in
 * a browser whose connection returns.
 */
export async function reloadOffline(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  // As soon as the new document commits, before its scripts ask whether the browser is online.
  const response = await page.reload({ waitUntil: 'commit' });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.waitForLoadState();
  const backOnline = async () => {
    await context.setOffline(false);
    await cdp.detach();
  };
  return { response, backOnline };
}

/**
 * The built client on a port of its own, standing in for a server that gets redeployed: the e2e server's
 * worker script cannot change under the other specs' feet, and the browser fetches a worker script
 * itself, past Playwright's routing. Its /api answers 404, as to a visitor who is not signed in.
 */
export async function deployableClient() {
  const dir = join(process.cwd(), 'dist/client');
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
    '.webmanifest': 'application/manifest+json',
    '.png': 'image/png',
    '.woff2': 'font/woff2',
  };
  let deployment = 1;
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not here."}');
      return;
    }
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory()) file = join(dir, 'index.html');
    let body = readFileSync(file);
    // A new build's worker differs in its precache list; any changed byte makes the browser install it.
    if (path === '/sw.js') body = Buffer.concat([body, Buffer.from(`\n// deployment ${deployment}\n`)]);
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    redeploy: () => (deployment += 1),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
