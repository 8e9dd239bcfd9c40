import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailDeliveries as d, emailSuppressions } from '../db/schema';

export type Delivery = typeof d.$inferSelect;

/**
 * The claim: queued rows of active sources, due now, at most `limit`, taken as `sending` under a
 * lease. SKIP LOCKED lets every instance claim at once without two ever taking the same row, and the
 * advisory lock makes the rate window one count across instances, and so each member's daily count.
 */
export async function claimDeliveries(
  db: Db,
  o: { workerId: string; limit: number; leaseMs: number; ratePerMinute: number; active: SQL; ownerDailyLimit?: number },
): Promise<Delivery[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('email_deliveries_claim'))`);
    const [window] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(d)
      .where(sql`${d.claimedAt} > now() - interval '60 seconds'`);
    const room = Math.min(o.limit, o.ratePerMinute - (window?.n ?? 0));
    if (room <= 0) return [];
    const today = sql`date_trunc('day', now() at time zone 'utc') at time zone 'utc'`;
    // A member at the day's limit is left out of the claim, so their waiting mail never holds up anyone else's.
    const ownerAtLimit =
      o.ownerDailyLimit === undefined
        ? undefined
        : sql`(${d.ownerId} is null or ${d.ownerId} not in (select ${d.ownerId} from ${d} where ${d.ownerId} is not null and ${d.claimedAt} >= ${today} group by ${d.ownerId} having count(*) >= ${o.ownerDailyLimit}))`;
    const due = await tx
      .select({ id: d.id, ownerId: d.ownerId })
      .from(d)
      .where(and(eq(d.status, 'queued'), sql`${d.nextAttemptAt} <= now()`, o.active, ownerAtLimit))
      .orderBy(d.nextAttemptAt, d.id)
      .limit(room)
      .for('update', { skipLocked: true });
    const ids =
      o.ownerDailyLimit === undefined
        ? due.map((r) => r.id)
        : await withinOwnerLimits(tx, due, o.ownerDailyLimit, today);
    if (ids.length === 0) return [];
    return tx
      .update(d)
      .set({
        status: 'sending',
        claimedBy: o.workerId,
        claimedAt: sql`now()`,
        leaseUntil: sql`now() + ${`${o.leaseMs} milliseconds`}::interval`,
        attempts: sql`${d.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(inArray(d.id, ids))
      .returning();
  });
}

/** Of the due rows, those each member's room for today still allows; the rest stay queued (their locks end with the claim). */
async function withinOwnerLimits(
  tx: Db,
  due: { id: string; ownerId: string | null }[],
  limit: number,
  today: SQL,
): Promise<string[]> {
  const owners = [...new Set(due.flatMap((r) => (r.ownerId ? [r.ownerId] : [])))];
  if (owners.length === 0) return due.map((r) => r.id);
  const counts = await tx
    .select({ ownerId: d.ownerId, n: sql<number>`count(*)::int` })
    .from(d)
    .where(and(inArray(d.ownerId, owners), sql`${d.claimedAt} >= ${today}`))
    .groupBy(d.ownerId);
  const room = new Map(owners.map((id) => [id, limit]));
  for (const c of counts) if (c.ownerId) room.set(c.ownerId, limit - c.n);
  return due.flatMap((r) => {
    if (!r.ownerId) return [r.id];
    const left = room.get(r.ownerId) ?? 0;
    if (left <= 0) return [];
    room.set(r.ownerId, left - 1);
    return [r.id];
  });
}

const mine = (id: string, workerId: string) => and(eq(d.id, id), eq(d.claimedBy, workerId), eq(d.status, 'sending'));

export async function markSent(db: Db, ids: string[], workerId: string) {
  if (ids.length === 0) return;
  await db
    .update(d)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, error: null, updatedAt: sql`now()` })
    .where(and(inArray(d.id, ids), eq(d.claimedBy, workerId), eq(d.status, 'sending')));
}

/** A refusal for good: the row is bounced and the address kept off bulk mail until it subscribes again. */
export async function markBounced(db: Db, row: Delivery, workerId: string, error: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(d)
      .set({ status: 'bounced', leaseUntil: null, error, updatedAt: sql`now()` })
      .where(mine(row.id, workerId));
    await tx
      .insert(emailSuppressions)
      .values({ email: row.email, reason: 'bounced', detail: error })
      .onConflictDoNothing();
  });
}

/** A passing failure: queued again after `retryInMs`, or failed once the attempts are used up. */
export async function markRetry(
  db: Db,
  row: Delivery,
  workerId: string,
  o: { error: string; retryInMs: number; maxAttempts: number },
) {
  const last = row.attempts >= o.maxAttempts;
  await db
    .update(d)
    .set({
      status: last ? 'failed' : 'queued',
      nextAttemptAt: sql`now() + ${`${o.retryInMs} milliseconds`}::interval`,
      leaseUntil: null,
      error: o.error,
      updatedAt: sql`now()`,
    })
    .where(mine(row.id, workerId));
}

/** Not mailed: the address left its lists or bounced before its turn came. */
export async function markSkipped(db: Db, ids: string[], workerId: string, reason: string) {
  if (ids.length === 0) return;
  await db
    .update(d)
    .set({ status: 'skipped', leaseUntil: null, error: reason, updatedAt: sql`now()` })
    .where(and(inArray(d.id, ids), eq(d.claimedBy, workerId), eq(d.status, 'sending')));
}

/**
 * Rows whose lease ran out while `sending`: their instance died between claiming and confirming, so
 * whether the mail left is unknown. They are never sent again, only listed.
 */
export async function expireLeases(db: Db): Promise<number> {
  const rows = await db
    .update(d)
    .set({
      status: 'unknown',
      error: 'The sender stopped before confirming this mail; it is not sent again.',
      updatedAt: sql`now()`,
    })
    .where(and(eq(d.status, 'sending'), lt(d.leaseUntil, sql`now()`)))
    .returning({ id: d.id });
  return rows.length;
}

/** On shutdown, the rows this instance claimed but never sent go back to the queue. */
export async function releaseClaims(db: Db, ids: string[], workerId: string) {
  if (ids.length === 0) return;
  await db
    .update(d)
    .set({ status: 'queued', leaseUntil: null, attempts: sql`greatest(${d.attempts} - 1, 0)`, updatedAt: sql`now()` })
    .where(and(inArray(d.id, ids), eq(d.claimedBy, workerId), eq(d.status, 'sending')));
}
