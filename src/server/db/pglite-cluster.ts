import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsDir, projectRoot } from '../paths';

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

/** A short digest of the migrations: a template holds the schema they make, and no other. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!/\.(sql|json)$/.test(file)) continue;
    hash.update(file);
    hash.update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * A cluster made at build time by the same PGlite version, with every migration applied. A first start
 * copies it into the data dir instead of running initdb (seconds, and a peak of about 800 MB resident)
 * and the migrations (about a second more); the migrations still run at start and find nothing to do.
 * Its name carries the PGlite version and the migrations' digest, so a template is never used for
 * another schema; a missing one (a start from the sources, a new migration since the build) just means
 * both run as before. It is kept twice: as a directory, which a start on disk copies with the file
 * system's own speed, and as PGlite's gzipped dump, which an in-memory database (the tests) loads.
 */
export const clusterTemplateDir = () =>
  join(projectRoot, 'dist', 'pglite', `cluster-${pgliteVersion()}-${migrationsDigest()}`);
export const clusterTemplateFile = () => `${clusterTemplateDir()}.tar.gz`;

/** Makes the template: a new cluster, migrated and checkpointed, as a gzipped tarball. */
export async function makeClusterTemplate(): Promise<Blob> {
  const pg = await PGlite.create('memory://');
  try {
    await migrate(drizzle(pg), { migrationsFolder: migrationsDir });
    await pg.exec('CHECKPOINT');
    return await pg.dumpDataDir('gzip');
  } finally {
    await pg.close();
  }
}

/** Writes the template tarball out as a cluster directory, for `seedDataDir`. */
export async function unpackClusterTemplate(tarball: Blob, dir: string): Promise<void> {
  const pg = await PGlite.create(dir, { startParams: pgliteStartParams(), loadDataDir: tarball });
  await pg.close();
}

const hasCluster = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/**
 * Copies the template directory into a data dir that holds no cluster yet; false when there is a
 * cluster already or no template. PG_VERSION, which marks a cluster, is copied last: a start that dies
 * half way leaves a dir the next start still sees as new, and copies again.
 */
export function seedDataDir(dataDir: string, template = clusterTemplateDir()): boolean {
  if (hasCluster(dataDir) || !existsSync(join(template, 'PG_VERSION'))) return false;
  for (const entry of readdirSync(template)) {
    if (entry !== 'PG_VERSION') cpSync(join(template, entry), join(dataDir, entry), { recursive: true, force: true });
  }
  cpSync(join(template, 'PG_VERSION'), join(dataDir, 'PG_VERSION'));
  return true;
}

/** The template as PGlite's `loadDataDir`, for an in-memory database. */
export function clusterTemplateFor(dataDir: string): Blob | undefined {
  if (!dataDir.startsWith('memory://')) return undefined;
  const file = clusterTemplateFile();
  if (!existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}
