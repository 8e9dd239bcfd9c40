import { sql } from 'drizzle-orm';
import type { Logger } from '../logger';
import type { Database } from './client';

/** The first run, long enough after start that it never competes with start-up or the first requests. */
export const FIRST_VACUUM_DELAY_MS = 5 * 60_000;
export const VACUUM_EVERY_MS = 24 * 60 * 60_000;

/** The timer functions the schedule uses: tests pass their own to run it without waiting. */
export interface MaintenanceTimers {
  setTimeout(run: () => void, ms: number): { unref?(): unknown };
  clearTimeout(timer: ReturnType<MaintenanceTimers['setTimeout']>): void;
}

export interface Maintenance {
  /** Cancels the next run and waits for one under way, so the database can be closed after. */
  stop(): Promise<void>;
}

/**
 * `VACUUM (ANALYZE)` of the embedded database, shortly after start and then daily. PGlite runs no
 * autovacuum: without it the planner has no statistics and no visibility map, and the admin insights'
 * index-only scans turn into reads of every row (docs/decisions/001-pglite-by-default.md). PostgreSQL vacuums
 * itself, so nothing is scheduled there. The run is a timer's, never a request's; PGlite serves one
 * statement at a time, so requests arriving meanwhile wait for it (seconds on a million AI runs) and a
 * vacuum waits for a transaction under way. Failures are logged and the next day tried again.
 */
export function startMaintenance(opts: {
  database: Pick<Database, 'db' | 'kind'>;
  logger: Logger;
  /** False schedules nothing, as on PostgreSQL. */
  enabled?: boolean;
  firstDelayMs?: number;
  everyMs?: number;
  timers?: MaintenanceTimers;
}): Maintenance {
  if (opts.database.kind !== 'pglite' || opts.enabled === false) return { stop: () => Promise.resolve() };
  const timers: MaintenanceTimers = opts.timers ?? {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
  };
  const { db } = opts.database;
  let timer: ReturnType<MaintenanceTimers['setTimeout']> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const vacuum = async () => {
    const started = performance.now();
    try {
      await db.execute(sql`vacuum (analyze)`);
      opts.logger.info({ ms: Math.round(performance.now() - started) }, 'vacuumed and analyzed the embedded database');
    } catch (err) {
      opts.logger.warn({ err }, 'could not vacuum the embedded database');
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = timers.setTimeout(() => {
      timer = undefined;
      running = vacuum().finally(() => {
        running = undefined;
        schedule(opts.everyMs ?? VACUUM_EVERY_MS);
      });
    }, ms);
    // A pending vacuum never keeps the process alive.
    timer.unref?.();
  };
  schedule(opts.firstDelayMs ?? FIRST_VACUUM_DELAY_MS);

  return {
    async stop() {
      stopped = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
