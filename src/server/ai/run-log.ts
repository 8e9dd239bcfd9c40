import type { Db } from '../db/client';
import { aiRuns } from '../db/schema';
import type { Logger } from '../logger';

export type AiRunRow = typeof aiRuns.$inferInsert;

const MAX_ERROR_CHARS = 1000;

/**
 * Records one generation for the admin area. A run log that cannot be written is logged and
 * otherwise ignored: it must never cost the user a finished generation.
 */
export async function recordRun(db: Db, logger: Logger, row: AiRunRow): Promise<void> {
  try {
    await db.insert(aiRuns).values({ ...row, errorMessage: row.errorMessage?.slice(0, MAX_ERROR_CHARS) });
  } catch (err) {
    logger.warn({ err, generator: row.generator }, 'could not record the AI run');
  }
}
