import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client';
import { FIRST_VACUUM_DELAY_MS, type MaintenanceTimers, startMaintenance, VACUUM_EVERY_MS } from './maintenance';

const logger = pino({ level: 'silent' });

/** Timers that run nothing by themselves: the test fires each when it wants. */
function manualTimers() {
  type Pending = { run: () => void; ms: number; unrefd: boolean; cleared: boolean; unref(): void };
  const pending: Pending[] = [];
  const timers: MaintenanceTimers = {
    setTimeout(run, ms) {
      const t: Pending = { run, ms, unrefd: false, cleared: false, unref: () => (t.unrefd = true) };
      pending.push(t);
      return t;
    },
    clearTimeout(timer) {
      (timer as Pending).cleared = true;
    },
  };
  return { timers, pending };
}

/** The planner's row estimate: -1 until a VACUUM or ANALYZE has looked at the table. */
const estimate = async (db: Database['db']) => {
  const res = await db.execute<{ n: number }>(sql`select reltuples::int as n from pg_class where relname = 'chores'`);
  return (res as { rows: { n: number }[] }).rows[0]?.n;
};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db.execute(sql`create table chores (id int primary key)`);
  await database.db.execute(sql`insert into chores select generate_series(1, 500)`);
});
afterAll(() => database.close());

describe('the embedded database maintenance', () => {
  it('on PGlite: a VACUUM (ANALYZE) after a delay, off the request path, then daily, until stopped', async () => {
    const { timers, pending } = manualTimers();
    const m = startMaintenance({ database, logger, timers });
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ ms: FIRST_VACUUM_DELAY_MS, unrefd: true });
    // Nothing ran at start: the table has never been looked at.
    expect(await estimate(database.db)).toBe(-1);

    pending[0]!.run();
    await m.stop(); // waits for the run under way
    expect(await estimate(database.db)).toBe(500);
    // Stopped while the first ran: no next day.
    expect(pending).toHaveLength(1);

    const again = startMaintenance({ database, logger, timers, firstDelayMs: 10, everyMs: 20 });
    pending[1]!.run();
    await new Promise((r) => setTimeout(r, 50));
    expect(pending[2]).toMatchObject({ ms: 20, unrefd: true, cleared: false });
    await again.stop();
    expect(pending[2]!.cleared).toBe(true);
    expect(VACUUM_EVERY_MS).toBe(86_400_000);
  });

  it('on PostgreSQL, or when disabled, schedules nothing and never touches the database', async () => {
    const { timers, pending } = manualTimers();
    const untouched = new Proxy({} as Database['db'], {
      get: () => {
        throw new Error('the database was used');
      },
    });
    await startMaintenance({ database: { db: untouched, kind: 'postgres' }, logger, timers }).stop();
    await startMaintenance({ database: { db: untouched, kind: 'pglite' }, logger, timers, enabled: false }).stop();
    expect(pending).toHaveLength(0);
  });

  it('a vacuum that fails is logged, and the next one still scheduled', async () => {
    const { timers, pending } = manualTimers();
    const warned: unknown[] = [];
    const failing = {
      execute: () => Promise.reject(new Error('busy')),
    } as unknown as Database['db'];
    const m = startMaintenance({
      database: { db: failing, kind: 'pglite' },
      logger: Object.assign(pino({ level: 'silent' }), { warn: (o: unknown) => warned.push(o) }),
      timers,
    });
    pending[0]!.run();
    await new Promise((r) => setTimeout(r, 10));
    expect(warned).toHaveLength(1);
    expect(pending[1]).toMatchObject({ ms: VACUUM_EVERY_MS });
    await m.stop();
  });
});
