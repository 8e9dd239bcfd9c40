import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import {
  clusterTemplateFile,
  clusterTemplateFor,
  makeClusterTemplate,
  pgliteStartParams,
  seedDataDir,
  unpackClusterTemplate,
} from './pglite-cluster';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
/** Opens the cluster in `dir` (loading `loadDataDir` into it first, if given), runs `use`, and closes it. */
async function withCluster<T>(dir: string, use: (pg: PGlite) => Promise<T>, loadDataDir?: Blob): Promise<T> {
  const pg = await PGlite.create(dir, { startParams: pgliteStartParams(), loadDataDir });
  try {
    return await use(pg);
  } finally {
    await pg.close();
  }
}

const addUser = (pg: PGlite, email: string) =>
  pg.query(`insert into "user" (id, name, email, email_verified) values ('u1', 'Ada', '${email}', true)`);

const appliedMigrations = async (pg: PGlite) =>
  (await pg.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n;

const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bf-template-'));
  dirs.push(dir);
  return dir;
};

/** One template directory for the seeding cases: making one runs initdb and every migration. */
let templateDir: Promise<string> | undefined;
const sharedTemplate = () =>
  (templateDir ??= (async () => {
    const dir = join(tempDir(), 'cluster');
    await unpackClusterTemplate(await makeClusterTemplate(), dir);
    return dir;
  })());

describe('the build-time cluster template', () => {
  it('holds every migration, so a first start from it finds nothing left to run', async () => {
    await withCluster(
      tempDir(),
      async (pg) => {
        expect(await appliedMigrations(pg)).toBe(journal.entries.length);
        await migrate(drizzle(pg), { migrationsFolder: migrationsDir });
        expect(await appliedMigrations(pg)).toBe(journal.entries.length);
        // The app's tables are there and usable.
        await addUser(pg, 'ada@example.com');
        expect((await pg.query('select count(*)::int as n from mission_statements')).rows).toEqual([{ n: 0 }]);
      },
      await makeClusterTemplate(),
    );
  });

  it('seeds a new data dir on disk by copying, and leaves an existing cluster alone', async () => {
    const template = await sharedTemplate();
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'auth-secret'), 'kept');

    expect(seedDataDir(dataDir, template)).toBe(true);
    expect(readFileSync(join(dataDir, 'auth-secret'), 'utf8')).toBe('kept');
    expect(seedDataDir(dataDir, template)).toBe(false);
    await withCluster(dataDir, async (pg) => {
      expect(await appliedMigrations(pg)).toBe(journal.entries.length);
      await addUser(pg, 'a@example.com');
    });
    // The user written above is in the data dir, not in the template.
    await withCluster(template, async (pg) =>
      expect((await pg.query('select count(*)::int as n from "user"')).rows).toEqual([{ n: 0 }]),
    );
  });

  it('copies again over a copy that stopped before PG_VERSION, and does nothing without a template', async () => {
    const template = await sharedTemplate();
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'postgresql.conf'), 'half written');
    expect(seedDataDir(dataDir, template)).toBe(true);
    expect(readFileSync(join(dataDir, 'postgresql.conf'))).toEqual(readFileSync(join(template, 'postgresql.conf')));

    const empty = tempDir();
    expect(seedDataDir(empty, join(empty, 'no-template'))).toBe(false);
    expect(existsSync(join(empty, 'PG_VERSION'))).toBe(false);
  });

  it('is loaded from its tarball only by an in-memory database', () => {
    expect(clusterTemplateFor(tempDir())).toBeUndefined();
  });

  it('is named for the PGlite version and the migrations it holds', () => {
    expect(clusterTemplateFile()).toMatch(/cluster-\d+\.\d+\.\d+-[0-9a-f]{12}\.tar\.gz$/);
  });
});
