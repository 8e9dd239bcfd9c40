import { createHash } from 'node:crypto';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { GENERATION_RATE, generationRateMessage } from '../../shared/limits';
import { isAdmin } from '../auth/roles';
import type { Db } from '../db/client';
import { generationRequests as t } from '../db/schema';
import { AppError, conflict } from '../errors';
import { currentRequest } from '../request-scope';

const HOUR_MS = 60 * 60 * 1000;
/** How long an answer can be replayed for its key; older rows only slow the hourly count down. */
const KEEP_MS = 24 * HOUR_MS;

export const IN_FLIGHT_MESSAGE = 'This request is already being processed. Wait for it to finish.';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request.';

export interface GuardOptions {
  db: Db;
  userId: string;
  /** The generator or job kind: a key replays only an answer of the same kind. */
  kind: string;
  /** The request's key; defaults to the current request's Idempotency-Key header. */
  idempotencyKey?: string;
  /** The request's body: a key replays only an answer to the same body. */
  request?: unknown;
}

type Admission<Res> = { replay: Res } | { rowId: string };

/**
 * Every model-backed request passes here once, before it spends anything: a key seen before answers
 * with the stored result (or 409 while the first is still running), and a user over the hourly rate
 * gets a 429 saying how long to wait. Admins are not rate limited. Checks and the new row are made
 * under a per-user lock, so a burst of parallel requests cannot slip past the count.
 */
export async function guardGeneration<Res>(opts: GuardOptions, run: () => Promise<Res>): Promise<Res> {
  const key = opts.idempotencyKey ?? currentRequest()?.idempotencyKey ?? null;
  const admission = await admit<Res>(opts, key, key ? requestHash(opts.request) : null);
  if ('replay' in admission) return admission.replay;
  const { db } = opts;
  try {
    const result = await run();
    await db
      .update(t)
      .set({ status: 'done', response: key ? toJson(result) : null })
      .where(eq(t.id, admission.rowId));
    return result;
  } catch (err) {
    await db.delete(t).where(eq(t.id, admission.rowId));
    throw err;
  }
}

async function admit<Res>(
  { db, userId, kind }: GuardOptions,
  key: string | null,
  hash: string | null,
): Promise<Admission<Res>> {
  const exempt = await isAdmin(db, userId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`generation:${userId}`}))`);
    const now = Date.now();
    if (key) {
      const [seen] = await tx
        .select()
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.idempotencyKey, key)));
      if (seen) {
        // Rows from before bodies were hashed have none; they replay as they always did.
        const otherBody = seen.requestHash !== null && seen.requestHash !== hash;
        if (seen.kind !== kind || otherBody) throw new AppError(422, KEY_REUSED_MESSAGE, 'IDEMPOTENCY_KEY_REUSED');
        if (seen.status === 'pending') throw conflict(IN_FLIGHT_MESSAGE);
        return { replay: seen.response as Res };
      }
    }
    await tx.delete(t).where(and(eq(t.userId, userId), lt(t.createdAt, new Date(now - KEEP_MS))));
    if (!exempt) {
      const recent = await tx
        .select({ createdAt: t.createdAt })
        .from(t)
        .where(and(eq(t.userId, userId), gte(t.createdAt, new Date(now - HOUR_MS))))
        .orderBy(asc(t.createdAt))
        .limit(GENERATION_RATE.perHour);
      if (recent.length >= GENERATION_RATE.perHour) {
        const freeAt = (recent[0]?.createdAt.getTime() ?? now) + HOUR_MS;
        const minutes = Math.max(1, Math.ceil((freeAt - now) / 60_000));
        throw new AppError(429, generationRateMessage(minutes), 'RATE_LIMITED', { retryAfterSeconds: minutes * 60 });
      }
    }
    const [row] = await tx
      .insert(t)
      .values({ userId, kind, idempotencyKey: key, requestHash: hash })
      .returning({ id: t.id });
    return { rowId: row!.id };
  });
}

/**
 * A deleted result's key is forgotten, so the key sent again makes a new result instead of replaying
 * the id of one that is gone; a 409 instead would leave the key unusable for a day for no gain, since
 * the person asked for a result and has none.
 */
export async function forgetReplaysOf(db: Db, userId: string, resultId: string): Promise<void> {
  await db.delete(t).where(and(eq(t.userId, userId), sql`${t.response}->>'id' = ${resultId}`));
}

/** Object keys sorted, so the same body hashes the same whatever order its fields were sent in. */
function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, stable(v)]),
    );
  return value;
}

const requestHash = (request: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(stable(request ?? null)))
    .digest('hex');

/** The stored answer is what the route sends, so it goes through the same JSON round trip. */
const toJson = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));
