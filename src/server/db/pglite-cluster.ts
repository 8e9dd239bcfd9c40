import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { projectRoot } from '../paths';

/**
 * PostgreSQL's defaults are sized for a server with many clients and gigabytes of cache; the embedded
 * database serves one small app from one process, and every buffer it touches stays resident in the
 * WebAssembly memory, which never shrinks. These keep its resident memory near a third of the
 * defaults' while the working set of a small install still fits in the buffers. fsync and the
 * write-ahead log are left as PGlite runs them.
 */
export const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  temp_buffers: '2MB',
  work_mem: '2MB',
  maintenance_work_mem: '16MB',
  // A planner hint, not an allocation: the page cache this app can count on.
  effective_cache_size: '64MB',
  wal_buffers: '1MB',
};

export const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pkg = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * A freshly initialised, empty cluster made at build time by the same PGlite version. A first start
 * loads it instead of running initdb, which takes seconds and peaks at about 800 MB resident. It holds
 * no schema (migrations still run at start), so it never goes stale against the sources; a missing
 * file (a start from the sources) just means initdb runs as before.
 */
export const clusterTemplateFile = () => join(projectRoot, 'dist', 'pglite', `cluster-${pgliteVersion()}.tar.gz`);

/** The template as PGlite's `loadDataDir`, when there is one and `dataDir` holds no cluster yet. */
export function clusterTemplateFor(dataDir: string): Blob | undefined {
  const isNew = dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
  const file = clusterTemplateFile();
  if (!isNew || !existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
