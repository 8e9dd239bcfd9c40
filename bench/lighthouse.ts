/**
 * Lighthouse against the built app: starts `node dist/server/index.js` on a new data dir, runs
 * Lighthouse's default mobile audit (a mid-range phone on a throttled 4G link, simulated) with Debian's
 * Chromium on each page, and prints the four category scores and the paint metrics, medians of the runs.
 * Usage: npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/auth,/l/] [--chrome /usr/bin/chromium] [--dir <checkout>]
 *
 * `/l/` stands for a member's public opt-in page: a member is signed up on the new data dir, a lead
 * magnet is generated with the offline composer and published, and its page is audited. Every page's
 * row is followed by what it downloaded: the HTML, the scripts (a public page loads none) and the rest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LEAD_MAGNET_DRAFT } from '../src/server/test/samples';
import { seedUser } from './lib/seed';
import { argValue, ensureBuilt, loadLine, machineLine, median, type RunningServer, startServer } from './lib/server';

const runs = Number(argValue('--runs', '3'));
const pages = argValue('--pages', '/,/auth').split(',');
const chromePath = argValue('--chrome', '/usr/bin/chromium');
const root = resolve(argValue('--dir', join(import.meta.dirname, '..')));
ensureBuilt(root);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

/** A member's published opt-in page on `server`, made as a member would: its path, `/l/{slug}`. */
async function publishedOptinPage(server: RunningServer): Promise<string> {
  const { cookie } = await seedUser(server);
  const call = async <T>(path: string, json?: unknown): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers: { origin: server.url, cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const magnet = await call<{ id: string }>('/api/lead-magnets', LEAD_MAGNET_DRAFT);
  const draft = await call<{ slug: string; headline: string; bullets: string[]; display_name: string }>(
    `/api/audience/pages/draft?lead_magnet_id=${magnet.id}`,
  );
  const page = await call<{ path: string }>('/api/audience/pages', {
    leadMagnetId: magnet.id,
    slug: draft.slug,
    headline: draft.headline,
    bullets: draft.bullets,
    displayName: draft.display_name,
  });
  return page.path;
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** What the page downloaded, from Lighthouse's network records: the document, the scripts, everything. */
function downloads(audits: Record<string, { details?: unknown }>) {
  const items = ((audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items ?? []) as {
    resourceType?: string;
    transferSize?: number;
    resourceSize?: number;
    url: string;
  }[];
  const of = (type: string) => items.filter((i) => i.resourceType === type);
  const sum = (list: typeof items, key: 'transferSize' | 'resourceSize') => list.reduce((n, i) => n + (i[key] ?? 0), 0);
  const doc = of('Document');
  const scripts = of('Script');
  return [
    `HTML ${kB(sum(doc, 'resourceSize'))} (${kB(sum(doc, 'transferSize'))} sent)`,
    `scripts ${scripts.length} (${kB(sum(scripts, 'transferSize'))} sent)`,
    `all ${items.length} requests, ${kB(sum(items, 'transferSize'))} sent`,
  ].join('; ');
}

const dataDir = mkdtempSync(join(tmpdir(), 'bf-lighthouse-'));
const server = await startServer(root, { DATA_DIR: dataDir });
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
try {
  console.log(machineLine());
  console.log(`${loadLine()} (before)`);
  console.log(`Lighthouse mobile (default throttling), ${runs} run(s) per page, medians\n`);
  const header = [...CATEGORIES, ...Object.values(METRICS)];
  console.log(`| page | ${header.join(' | ')} |`);
  console.log(`| --- | ${header.map(() => '---:').join(' | ')} |`);
  for (const wanted of pages) {
    const page = wanted === '/l/' ? await publishedOptinPage(server) : wanted;
    const scores: Record<string, number[]> = {};
    let fetched = '';
    const failed = new Map<string, string>();
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { lhr } = result;
      fetched = downloads(lhr.audits);
      for (const c of CATEGORIES) (scores[c] ??= []).push(Math.round((lhr.categories[c]?.score ?? 0) * 100));
      for (const id of Object.keys(METRICS)) (scores[id] ??= []).push(lhr.audits[id]?.numericValue ?? NaN);
      // What keeps a category under 100 (the last run's list), so a regression names its cause.
      for (const c of CATEGORIES.filter((x) => x !== 'performance')) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failed.set(ref.id, audit.title);
        }
      }
    }
    const cells = [
      ...CATEGORIES.map((c) => String(median(scores[c]!))),
      ...Object.keys(METRICS).map((id) =>
        id === 'cumulative-layout-shift' ? median(scores[id]!).toFixed(3) : `${Math.round(median(scores[id]!))} ms`,
      ),
    ];
    console.log(`| ${page} | ${cells.join(' | ')} |`);
    for (const [id, title] of failed) console.log(`|   failing: ${id} (${title}) |`);
    console.log(`|   downloaded: ${fetched} |`);
  }
  console.log(`\n${loadLine()} (after)`);
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
