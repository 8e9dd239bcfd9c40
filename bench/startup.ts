/**
 * Start-up benchmark: time from process spawn to the first 200 from /readyz, with an empty PGlite data
 * dir (first run: a new cluster + migrations) and with an existing one; resident memory half a second
 * after ready, and the peak resident memory of the whole start (VmHWM).
 * Usage: npm run bench [-- --runs 5] [-- --dir <tree>]   (builds the server first if dist/ is missing)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { argValue, ensureBuilt, loadLine, machineLine, median, peakRssMb, rssMb, startServer } from './lib/server';

const runs = Number(argValue('--runs', '3'));
const root = resolve(argValue('--dir', join(import.meta.dirname, '..')));
ensureBuilt(root);

interface Start {
  ms: number;
  rss: number;
  peak: number;
}

async function startOnce(dataDir: string): Promise<Start> {
  let peak = 0;
  const server = await startServer(root, { DATA_DIR: dataDir }, (pid) => (peak = Math.max(peak, peakRssMb(pid))));
  try {
    await new Promise((r) => setTimeout(r, 500));
    return { ms: server.readyMs, rss: rssMb(server.pid), peak: Math.max(peak, peakRssMb(server.pid)) };
  } finally {
    await server.stop();
  }
}

console.log(machineLine());
console.log(`${loadLine()} (before)`);
const empty: Start[] = [];
const existing: Start[] = [];
// The data dirs are removed at the end, not between runs: deleting a cluster's thousand files keeps the
// file system busy for a while, and a first start right after would measure that.
const dirs: string[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'bf-bench-'));
    dirs.push(dir);
    empty.push(await startOnce(dir));
    existing.push(await startOnce(dir));
  }
} finally {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

// `npm start` on an up-to-date build: npm, the build check (scripts/build-if-stale.mjs), then the server.
const viaNpm: number[] = [];
{
  const dir = mkdtempSync(join(tmpdir(), 'bf-bench-'));
  try {
    await startOnce(dir);
    for (let i = 0; i < runs; i++) {
      const server = await startServer(root, { DATA_DIR: dir }, undefined, { viaNpm: true });
      viaNpm.push(server.readyMs);
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

console.log(`${loadLine()} (after)`);
console.log(`runs: ${runs} each (median)`);
console.log('| data dir | start to /readyz | RSS after start | peak RSS during start |');
console.log('| --- | --- | --- | --- |');
for (const [name, xs] of [
  ['empty (first start)', empty],
  ['existing', existing],
] as const) {
  const m = (f: (s: Start) => number) => median(xs.map(f)).toFixed(0);
  console.log(`| ${name} | ${m((x) => x.ms)} ms | ${m((x) => x.rss)} MB | ${m((x) => x.peak)} MB |`);
}
console.log(`| existing, \`npm start\` with the build up to date | ${median(viaNpm).toFixed(0)} ms | - | - |`);
