import { APICallError, JSONParseError, TypeValidationError } from '@ai-sdk/provider';
import type { TAiFailureKind } from '../../shared/admin-insights';
import type { Db } from '../db/client';
import { aiRuns } from '../db/schema';
import type { Logger } from '../logger';
import { AiError, type AiErrorKind } from './errors';

export type AiRunRow = typeof aiRuns.$inferInsert;

const MAX_ERROR_CHARS = 1000;

const FROM_KIND: Record<AiErrorKind, TAiFailureKind> = {
  rate_limited: 'rate_limited',
  timeout: 'timeout',
  invalid_output: 'invalid_answer',
  configuration: 'provider_error',
  rejected: 'provider_error',
  unavailable: 'provider_error',
};

/**
 * What the admin insights count a failed run as (docs/product/admin.md, "Insights"). The engine's own
 * errors already say what happened; anything else is read from the AI SDK's errors: a 429 is a rate
 * limit, an abort a timeout, an answer that is not the JSON the schema asks for an invalid answer.
 */
export function failureKind(err: unknown): TAiFailureKind {
  if (err instanceof AiError) return FROM_KIND[err.kind];
  if (APICallError.isInstance(err)) return err.statusCode === 429 ? 'rate_limited' : 'provider_error';
  const name = err instanceof Error ? err.name : '';
  if (name === 'AbortError' || name === 'TimeoutError') return 'timeout';
  if (
    TypeValidationError.isInstance(err) ||
    JSONParseError.isInstance(err) ||
    // Checked by name: the `ai` package is loaded with the first model call, not at start-up.
    name === 'AI_NoObjectGeneratedError' ||
    name === 'ZodError'
  ) {
    return 'invalid_answer';
  }
  return 'provider_error';
}

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
