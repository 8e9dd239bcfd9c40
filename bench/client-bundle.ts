/**
 * Client bundle sizes per route: builds the client with a manifest into a temporary folder, then adds
 * up the gzip size of every JS and CSS file a route needs before it can render (the entry, the
 * route's lazy chunks and everything they import statically). "On demand" is what such a route may
 * load later (below-the-fold parts, toasts, the auth client). Fails when the landing page's initial
 * JavaScript exceeds its budget.
 * Usage: npx tsx bench/client-bundle.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const LANDING_BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const page = (feature: string, name: string) => `src/client/features/${feature}/pages/${name}.tsx`;
// Every route but the landing page goes through the lazily loaded route table (app/app-routes.tsx).
const APP = 'src/client/app/app-routes.tsx';
const SHELL = 'src/client/app/protected-route.tsx';
const ROUTES: [string, string[]][] = [
  ['/ (landing)', [page('landing', 'landing-page')]],
  ['/auth', [APP, page('auth', 'auth-page')]],
  ['/dashboard', [APP, SHELL, page('dashboard', 'dashboard-page')]],
  ['/profile', [APP, SHELL, page('profile', 'profile-page')]],
  ['/learning (coming soon)', [APP, SHELL, 'src/client/app/coming-soon-page.tsx']],
  ['any other path (404)', [APP, page('not-found', 'not-found-page')]],
];

const root = join(import.meta.dirname, '..');
const outDir = mkdtempSync(join(tmpdir(), 'bf-bundle-'));
const gz = new Map<string, number>();
const gzipOf = (file: string) => {
  let size = gz.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
    gz.set(file, size);
  }
  return size;
};

/** Keys of `start` and every chunk they import statically. */
function closure(manifest: Manifest, start: string[], into = new Set<string>()): Set<string> {
  for (const key of start) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest, manifest[key]?.imports ?? [], into);
  }
  return into;
}

function sizes(manifest: Manifest, keys: Iterable<string>) {
  let js = 0;
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`not in the manifest: ${key}`);
    if (chunk.file.endsWith('.js')) js += gzipOf(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
  }
  return { js, css: [...css].reduce((sum, f) => sum + gzipOf(f), 0) };
}

try {
  await build({
    root,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false },
  });
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => k.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the manifest');
  const pages = new Set(ROUTES.flatMap(([, modules]) => modules));

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = ROUTES.map(([route, modules]) => {
    const initial = closure(manifest, [entry, ...modules]);
    const later = [...initial].flatMap((k) => manifest[k]?.dynamicImports ?? []).filter((k) => !pages.has(k));
    const onDemand = [...closure(manifest, later)].filter((k) => !initial.has(k));
    const first = sizes(manifest, initial);
    return { route, js: first.js, css: first.css, onDemand: sizes(manifest, onDemand).js };
  });

  const header = ['route', 'JS initial (kB gz)', 'CSS (kB gz)', 'JS on demand (kB gz)'];
  const table = [header, ...rows.map((r) => [r.route, kb(r.js), kb(r.css), kb(r.onDemand)])];
  const widths = header.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    `| ${row.map((c, i) => (i ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  rows.forEach((r) => console.log(line([r.route, kb(r.js), kb(r.css), kb(r.onDemand)])));

  const landing = rows[0]!;
  const ok = landing.js / 1024 < LANDING_BUDGET_KB;
  console.log(
    `\nLanding page initial JS: ${kb(landing.js)} kB gzip (budget ${LANDING_BUDGET_KB} kB): ${ok ? 'OK' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
