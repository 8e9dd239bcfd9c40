import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { clusterTemplateFile, makeClusterTemplate, pgliteStartParams } from './pglite-cluster';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const appliedMigrations = async (pg: PGlite) =>
  (await pg.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n;

describe('the build-time cluster template', () => {
  it('holds every migration, so a first start from it finds nothing left to run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bf-template-'));
    dirs.push(dir);
    const pg = await PGlite.create(dir, { startParams: pgliteStartParams(), loadDataDir: await makeClusterTemplate() });
    try {
      expect(await appliedMigrations(pg)).toBe(journal.entries.length);
      await migrate(drizzle(pg), { migrationsFolder: migrationsDir });
      expect(await appliedMigrations(pg)).toBe(journal.entries.length);
      // The app's tables are there and usable.
      await pg.query(
        `insert into "user" (id, name, email, email_verified) values ('u1', 'Ada', 'ada@example.com', true)`,
      );
      expect((await pg.query('select count(*)::int as n from mission_statements')).rows).toEqual([{ n: 0 }]);
    } finally {
      await pg.close();
    }
  });

  it('is named for the PGlite version and the migrations it holds', () => {
    expect(clusterTemplateFile()).toMatch(/cluster-\d+\.\d+\.\d+-[0-9a-f]{12}\.tar\.gz$/);
  });
});
