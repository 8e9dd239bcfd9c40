/**
 * Lighthouse against the built app: starts `node dist/server/index.js` on a new data dir, runs
 * Lighthouse's default mobile audit (a mid-range phone on a throttled 4G link, simulated) with Debian's
 * Chromium on each page, and prints the four category scores and the paint metrics, medians of the runs.
 * Usage: npx tsx bench/lighthouse.ts [--runs 3] [--pages /,/auth] [--chrome /usr/bin/chromium] [--dir <checkout>]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { argValue, ensureBuilt, loadLine, machineLine, median, startServer } from './lib/server';

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
  for (const page of pages) {
    const scores: Record<string, number[]> = {};
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
  }
  console.log(`\n${loadLine()} (after)`);
} finally {
  chrome.kill();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
