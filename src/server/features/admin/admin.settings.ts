import { count, desc, gte, sql, sum } from 'drizzle-orm';
import { AI_RUNS_SHOWN, MAILS_SHOWN, type TAdminSettings, type TConnectionCheck } from '../../../shared/admin';
import { GENERATION_RATE, QUOTAS } from '../../../shared/limits';
import { runCheck } from '../../ai/connection-check';
import { aiStatus } from '../../ai/registry';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { aiRuns, mailOutbox } from '../../db/schema';
import { AppError } from '../../errors';
import { hitRateLimit } from '../../rate-limit';
import { monthStart } from './admin.users';

/** A URL's host (and port) only: a base URL or SMTP URL may carry a user name and password. */
function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).host || null;
  } catch {
    return null;
  }
}

/**
 * A provider's error may quote the URL it called, credentials included, or echo the key: both are cut
 * out of anything the settings screen shows.
 */
function scrub(text: string, config: Config): string {
  let out = text.replace(/\/\/[^/\s@]+@/g, '//');
  for (const secret of [config.ai.apiKey]) if (secret) out = out.split(secret).join('[key]');
  return out;
}

/** What runs the app, with no secret in it: the key is reported as set or not, mails without bodies. */
export async function adminSettings(db: Db, config: Config, now = new Date()): Promise<TAdminSettings> {
  const status = aiStatus(config.ai);
  const [runs, totals, mails] = await Promise.all([
    db.select().from(aiRuns).orderBy(desc(aiRuns.createdAt)).limit(AI_RUNS_SHOWN),
    db
      .select({
        generator: aiRuns.generator,
        runs: count(),
        failures: sql<number>`count(*) filter (where ${aiRuns.outcome} = 'error')`.mapWith(Number),
        tokens: sum(sql`coalesce(${aiRuns.inputTokens}, 0) + coalesce(${aiRuns.outputTokens}, 0)`).mapWith(Number),
      })
      .from(aiRuns)
      .where(gte(aiRuns.createdAt, monthStart(now)))
      .groupBy(aiRuns.generator)
      .orderBy(aiRuns.generator),
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        error: mailOutbox.error,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(MAILS_SHOWN),
  ]);
  return {
    ai: {
      provider: status.provider,
      model: status.model,
      offline: status.offline,
      base_url: hostOf(config.ai.baseUrl),
      key_set: Boolean(config.ai.apiKey),
      timeout_ms: config.ai.timeoutMs,
    },
    limits: Object.entries(QUOTAS).map(([kind, rule]) => ({ kind, limit: rule.limit })),
    per_hour: GENERATION_RATE.perHour,
    runs: runs.map((r) => ({
      id: r.id,
      generator: r.generator,
      provider: r.provider,
      model: r.model,
      duration_ms: r.durationMs,
      input_tokens: r.inputTokens,
      output_tokens: r.outputTokens,
      outcome: r.outcome,
      error: r.errorMessage === null ? null : scrub(r.errorMessage, config),
      created_at: r.createdAt.toISOString(),
    })),
    totals: totals.map((t) => ({ generator: t.generator, runs: t.runs, failures: t.failures, tokens: t.tokens || 0 })),
    mail: {
      mode: config.smtpUrl ? 'smtp' : 'outbox',
      host: hostOf(config.smtpUrl),
      from: config.mailFrom,
      recent: mails.map(({ createdAt, error, ...m }) => ({
        ...m,
        error: error === null ? null : scrub(error, config),
        created_at: createdAt.toISOString(),
      })),
    },
  };
}

/**
 * Each click is a paid provider call (three, with retries), so an admin gets a few a minute: enough to
 * check a fix, not enough to spend the key's budget by holding the button down.
 */
export const CONNECTION_TESTS = { window: 60, max: 3 } as const;

/** `npm run ai:check` from the settings screen: the same lines, and whether the call worked. */
export async function testConnection(db: Db, config: Config, userId: string): Promise<TConnectionCheck> {
  const verdict = await hitRateLimit(db, `test-connection:${userId}`, CONNECTION_TESTS);
  if (!verdict.allowed) {
    const wait = verdict.retryAfterSeconds;
    throw new AppError(
      429,
      `You have tested the connection ${CONNECTION_TESTS.max} times in a minute. Please wait ${wait} seconds and try again.`,
      'RATE_LIMITED',
      { retryAfterSeconds: wait },
    );
  }
  const lines: string[] = [];
  const ok = await runCheck(config.ai, (line) =>
    // The check prints the base URL whole; the screen shows its host, as the settings do.
    lines.push(line.startsWith('Base URL:') ? `Base URL: ${hostOf(config.ai.baseUrl) ?? ''}` : scrub(line, config)),
  );
  return { ok, lines };
}
