import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { preparedPerDb } from './db/prepared';
import { rateLimit as t } from './db/schema/auth';

export interface RateRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateVerdict {
  allowed: boolean;
  /** Seconds until the window that refused the request is over; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt under `key` and says whether it is within the rule: a fixed window per key, kept
 * in better-auth's own `rate_limit` table so app limits and sign-in limits live (and survive restarts)
 * in one place. Keys are prefixed by the caller ('newsletter:ip:…'), which better-auth's keys never are.
 * One statement counts and reads, so parallel attempts cannot all slip under the limit.
 */
// Every limited request runs it (each API request, each sign-in), so it is built once per database handle.
const countHit = preparedPerDb((db) => {
  const now = sql.placeholder('now');
  const expired = sql`${t.lastRequest} <= ${sql.placeholder('windowStart')}`;
  return db
    .insert(t)
    .values({ id: sql.placeholder('id'), key: sql.placeholder('key'), count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${t.lastRequest} end`,
      },
    })
    .returning({ count: t.count, lastRequest: t.lastRequest })
    .prepare('hit_rate_limit');
});

export async function hitRateLimit(db: Db, key: string, rule: RateRule, now = Date.now()): Promise<RateVerdict> {
  const windowStart = now - rule.window * 1000;
  const [row] = await countHit(db).execute({ id: randomUUID(), key, now, windowStart });
  const count = row?.count ?? 1;
  if (count <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
  const started = row?.lastRequest ?? now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((started + rule.window * 1000 - now) / 1000)) };
}
