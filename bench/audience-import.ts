/**
 * Subscriber import: a member previews and imports a CSV of N rows (10,000 by default) through the API,
 * in-process on a fresh database (PGlite in memory, or TEST_DATABASE_URL's server), then imports the
 * same file again (every row already there). Prints the time of each request and the process's memory:
 * resident (VmRSS) and V8 heap sampled every 5 ms during the requests, and the peak resident size of
 * the whole run (maxRSS, which includes starting the database).
 *
 * Usage: npm run bench:import -- [--rows 10000] [--runs 3]
 * (node's --expose-gc, e.g. NODE_OPTIONS=--expose-gc, collects garbage before each request.)
 */
import { createTestApp } from '../src/server/test/harness';
import type { TImportResultRecord } from '../src/shared/audience-subscribers';
import { argValue } from './lib/server';

const rows = Number(argValue('--rows', '10000'));
const runs = Number(argValue('--runs', '3'));
if (!(rows >= 1 && rows <= 50_000)) throw new Error('--rows is a number from 1 to 50,000');

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Peak resident size and heap while `run` works. */
async function measured<T>(run: () => Promise<T>) {
  const before = process.memoryUsage();
  let rss = 0;
  let heap = 0;
  const sample = () => {
    const m = process.memoryUsage();
    rss = Math.max(rss, m.rss);
    heap = Math.max(heap, m.heapUsed);
  };
  sample();
  const timer = setInterval(sample, 5);
  const started = performance.now();
  try {
    const value = await run();
    sample();
    const ms = Math.round(performance.now() - started);
    return { value, ms, rss: `${mb(before.rss)} → ${mb(rss)}`, heap: `${mb(before.heapUsed)} → ${mb(heap)}` };
  } finally {
    clearInterval(timer);
  }
}

const csv = [
  'Email Address,First name,Company',
  ...Array.from({ length: rows }, (_, i) => `reader-${i}@example.com,Reader ${i},"Acme, Inc."`),
].join('\r\n');
const consent = "They signed up on my website's form in 2024";

const t = await createTestApp();
try {
  console.log(
    `${rows.toLocaleString('en-US')} rows, ${(csv.length / 1024 / 1024).toFixed(2)} MB of CSV, ${t.config.databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log('| run | request | ms | RSS MB before → peak | heap MB before → peak | answer |');
  console.log('| --- | --- | ---: | ---: | ---: | --- |');
  for (let run = 1; run <= runs; run++) {
    const member = await t.signedInUser(`bench-import-${run}@example.com`);
    const post = async (path: string, json: unknown) => {
      const res = await member.request(`/api/audience/subscribers${path}`, { json });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<Record<string, unknown>>;
    };
    const body = { csv, mapping: { email: 'Email Address', first_name: 'First name' }, consent_basis: consent };
    const steps: [string, () => Promise<Record<string, unknown>>][] = [
      ['preview', () => post('/import/preview', { csv })],
      ['import', () => post('/import', body)],
      ['import again', () => post('/import', body)],
    ];
    for (const [name, step] of steps) {
      global.gc?.();
      const m = await measured(step);
      const r = m.value as unknown as TImportResultRecord & { rows?: number };
      const answer =
        name === 'preview'
          ? `rows ${r.rows}`
          : `imported ${r.imported}, merged ${r.merged}, invalid ${r.invalid_total}`;
      console.log(`| ${run} | ${name} | ${m.ms} | ${m.rss} | ${m.heap} | ${answer} |`);
    }
  }
  console.log(`peak RSS of the whole run (maxRSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
} finally {
  await t.close();
}
