import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsDir } from '../paths';
import { clusterTemplateFor, pgliteStartParams, seedDataDir } from './pglite-cluster';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `url` set: a node-postgres pool; otherwise PGlite in `dataDir` (or `memory://` for tests). Each
 * driver is imported only when it is the one in use, which keeps the other out of the start-up time.
 */
export async function openDatabase(opts: {
  url?: string | undefined;
  dataDir: string;
  onPoolError?: (err: Error) => void;
}): Promise<Database> {
  if (opts.url) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 });
    // An idle client whose server connection drops (a restart, a failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', opts.onPoolError ?? (() => {}));
    const db = drizzleNodePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: migrationsDir }),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) {
    mkdirSync(opts.dataDir, { recursive: true });
    seedDataDir(opts.dataDir);
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(opts.dataDir, {
    startParams: pgliteStartParams(),
    loadDataDir: clusterTemplateFor(opts.dataDir),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
