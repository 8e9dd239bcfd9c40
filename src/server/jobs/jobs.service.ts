import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

export type Job = typeof jobs.$inferSelect;

export async function enqueueJob(
  db: Db,
  input: { kind: string; userId: string | null; payload: unknown },
): Promise<Job> {
  const [job] = await db
    .insert(jobs)
    .values({ kind: input.kind, userId: input.userId, payload: input.payload })
    .returning();
  if (!job) throw new Error('the job could not be queued');
  return job;
}

/** A user's own job; another user's id reads as not found. */
export async function getUserJob({ db, id, userId }: { db: Db; id: string; userId: string }): Promise<Job | null> {
  const [job] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId)));
  return job ?? null;
}

/** Puts a failed job back in the queue; its progress is kept so the handler can skip finished work. */
export async function requeueFailedJob({
  db,
  id,
  userId,
  payload,
}: {
  db: Db;
  id: string;
  userId: string;
  payload?: unknown;
}): Promise<Job | null> {
  const [job] = await db
    .update(jobs)
    .set({
      status: 'queued',
      error: null,
      finishedAt: null,
      attempts: 0,
      updatedAt: sql`now()`,
      ...(payload === undefined ? {} : { payload }),
    })
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.status, 'failed')))
    .returning();
  return job ?? null;
}

/**
 * Claims the oldest runnable job of the given kinds: queued, or running under a lease that ran out
 * (its worker died). SKIP LOCKED lets many workers claim at once without ever taking the same row.
 */
export async function claimJob(
  db: Db,
  opts: { workerId: string; kinds: string[]; leaseMs: number },
): Promise<Job | null> {
  if (opts.kinds.length === 0) return null;
  const runnable = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.kind, opts.kinds),
        or(eq(jobs.status, 'queued'), and(eq(jobs.status, 'running'), lt(jobs.lockedUntil, sql`now()`))),
      ),
    )
    .orderBy(asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: opts.workerId,
      lockedUntil: sql`now() + ${`${opts.leaseMs} milliseconds`}::interval`,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: sql`now()`,
    })
    .where(inArray(jobs.id, runnable))
    .returning();
  return job ?? null;
}

const heldBy = (id: string, workerId: string) =>
  and(eq(jobs.id, id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));

/** Extends the lease; false means another worker took the job over and this one must stop. */
export async function renewLease(db: Db, id: string, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval`, updatedAt: sql`now()` })
    .where(heldBy(id, workerId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function saveProgress(db: Db, id: string, workerId: string, progress: Record<string, unknown>) {
  await db
    .update(jobs)
    .set({ progress, updatedAt: sql`now()` })
    .where(heldBy(id, workerId));
}

export async function finishJob(
  db: Db,
  id: string,
  workerId: string,
  outcome: { status: 'succeeded'; result: unknown } | { status: 'failed'; error: string },
) {
  await db
    .update(jobs)
    .set({
      status: outcome.status,
      result: outcome.status === 'succeeded' ? outcome.result : null,
      error: outcome.status === 'failed' ? outcome.error : null,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(heldBy(id, workerId));
}

/** On shutdown: end this worker's leases now, so the next process resumes its jobs at once. */
export async function releaseLeases(db: Db, workerId: string) {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() - interval '1 second'`, updatedAt: sql`now()` })
    .where(and(eq(jobs.lockedBy, workerId), eq(jobs.status, 'running')));
}
