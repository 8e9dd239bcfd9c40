import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { briefForGeneration } from '../ai/brand-brief';
import type { BrandBriefSource } from '../ai/brand-brief-source';
import { guardGeneration } from '../ai/generation-guard';
import type { TBrandBrief } from '../../shared/brand-profile';
import type { TQuotaKind } from '../../shared/limits';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { preparedPerDb } from '../db/prepared';
import { conflict } from '../errors';
import { jobs } from '../db/schema';
import { type Reservation, releaseQuota, reserveQuota, withQuotaUnit } from '../quota/quota.service';
import { enqueueJob, getUserJob, type Job, requeueFailedJob } from './jobs.service';
import type { JobHandler } from './worker';

type JobDeps = Omit<AppDeps, 'jobs' | 'mailEngine'>;

/** A job row as its definition wrote it: payload, progress and result with their types. */
export type TypedJob<P, Pr, R> = Omit<Job, 'payload' | 'progress' | 'result'> & {
  payload: P;
  progress: Pr;
  result: R | null;
};

export interface TypedJobContext<P, Pr> {
  deps: JobDeps;
  job: TypedJob<P, Pr, unknown>;
  /** Aborted when the worker shuts down or loses the lease: stop, and leave the rest for the resume. */
  signal: AbortSignal;
  setProgress: (progress: Pr) => Promise<void>;
  /** The brand brief taken when the job started, so every batch and every resume writes in one voice. */
  brand: TBrandBrief | null;
}

/**
 * One kind of durable job. `Pr` must accept the empty object a new job starts with. The quota unit a job
 * holds is handled here alone: taken when it is started or retried, given back when it fails for good.
 */
export interface JobDefinition<P, Pr extends object, R> {
  kind: string;
  quota?: TQuotaKind;
  /** Must be resumable: it may run again for the same job after a crash or shutdown. */
  run(ctx: TypedJobContext<P, Pr>): Promise<R>;
}

/** What the jobs table holds in `payload`: the definition's payload and the unit it holds, if any. */
interface Stored<P> {
  input: P;
  reservation: Reservation | null;
  /** Absent on jobs started before the brand profile existed. */
  brand?: TBrandBrief | null;
}

export const defineJob = <P, Pr extends object, R>(d: JobDefinition<P, Pr, R>) => d;

// Definitions are stored and listed side by side; their own types matter only inside each one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobDefinition = JobDefinition<any, any, any>;

/** The one place a row's JSON meets its definition's types: every row of a kind is written by that kind. */
function typed<P, Pr extends object, R>(row: Job): TypedJob<P, Pr, R> & { stored: Stored<P> } {
  const stored = row.payload as Stored<P>;
  return { ...row, payload: stored.input, progress: row.progress as Pr, result: row.result as R | null, stored };
}

interface Scope {
  db: Db;
  userId: string;
}

/**
 * Takes the unit (429 at the limit), queues the job and wakes the worker; the unit comes back if queueing
 * fails. Starting is a generation request like any other: a repeated Idempotency-Key returns the job the
 * first request started, and the hourly rate applies.
 */
export async function startJob<P, Pr extends object, R>(
  deps: Pick<AppDeps, 'db' | 'jobs'> & { brandBrief?: BrandBriefSource },
  def: JobDefinition<P, Pr, R>,
  { userId, payload }: { userId: string; payload: P },
): Promise<TypedJob<P, Pr, R>> {
  return guardGeneration({ db: deps.db, userId, kind: def.kind, request: payload }, async () => {
    const brand = await briefForGeneration(deps, userId);
    return withQuotaUnit({ db: deps.db, userId, kind: def.quota }, async (reservation) => {
      const stored: Stored<P> = { input: payload, reservation, brand };
      const row = await enqueueJob(deps.db, { kind: def.kind, userId, payload: stored });
      deps.jobs.wake();
      return typed<P, Pr, R>(row);
    });
  });
}

/** The user's own job of this kind; another user's, or another kind's, reads as null. */
export async function findJob<P, Pr extends object, R>(
  def: JobDefinition<P, Pr, R>,
  { db, userId, id }: Scope & { id: string },
): Promise<TypedJob<P, Pr, R> | null> {
  const row = await getUserJob({ db, id, userId });
  return row && row.kind === def.kind ? typed(row) : null;
}

/** The user's newest unfinished job of this kind, so a reopened page can go back to watching it. */
const activeOfKind = preparedPerDb((db) =>
  db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.userId, sql.placeholder('userId')),
        eq(jobs.kind, sql.placeholder('kind')),
        inArray(jobs.status, ['queued', 'running']),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1)
    .prepare('active_job'),
);

export async function activeJob<P, Pr extends object, R>(
  def: JobDefinition<P, Pr, R>,
  { db, userId }: Scope,
): Promise<TypedJob<P, Pr, R> | null> {
  const [row] = await activeOfKind(db).execute({ userId, kind: def.kind });
  return row ? typed(row) : null;
}

export const ALREADY_RETRYING = 'This job is already being retried.';

/** The user's job of this kind, locked for the rest of the transaction; undefined when there is none. */
async function lockUserJob(
  tx: Db,
  def: Pick<AnyJobDefinition, 'kind'>,
  { userId, id }: { userId: string; id: string },
) {
  const [row] = await tx
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.userId, userId), eq(jobs.kind, def.kind)))
    .for('update');
  return row;
}

/**
 * Try Again on a failed job: takes a unit again and requeues it with its progress kept. Null when not
 * found; 409 when it is not failed (a second click, or another tab, got there first). The row is locked
 * while the unit is taken, so parallel retries take one unit and start one run.
 */
export async function retryJob<P, Pr extends object, R>(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  def: JobDefinition<P, Pr, R>,
  { userId, id }: { userId: string; id: string },
): Promise<TypedJob<P, Pr, R> | null> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockUserJob(tx, def, { userId, id });
    if (!locked) return null;
    if (locked.status !== 'failed') throw conflict(ALREADY_RETRYING);
    // Not withQuotaUnit: the transaction already takes the unit back with everything else if anything fails.
    const reservation = def.quota ? await reserveQuota({ db: tx, userId, kind: def.quota }) : null;
    const { stored } = typed<P, Pr, R>(locked);
    const payload = { input: stored.input, reservation, brand: stored.brand ?? null } satisfies Stored<P>;
    return requeueFailedJob({ db: tx, id, userId, payload });
  });
  if (!row) return null;
  deps.jobs.wake();
  return typed(row);
}

export const JOB_FINISHED = 'This generation has already finished.';

/**
 * Stop: ends the user's queued or running job as failed with `message`, gives its unit back and aborts
 * it where it runs; whatever it has not saved is never saved (its worker can no longer write to the row).
 * Null when not found; 409 when it already ended. Its progress is kept, so Try Again resumes it.
 */
export async function cancelJob<P, Pr extends object, R>(
  deps: Pick<AppDeps, 'db' | 'jobs'>,
  def: JobDefinition<P, Pr, R>,
  { userId, id, message }: { userId: string; id: string; message: string },
): Promise<TypedJob<P, Pr, R> | null> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockUserJob(tx, def, { userId, id });
    if (!locked) return null;
    if (locked.status !== 'queued' && locked.status !== 'running') throw conflict(JOB_FINISHED);
    const { reservation } = typed<P, Pr, R>(locked).stored;
    if (reservation) await releaseQuota(tx, reservation);
    const [ended] = await tx
      .update(jobs)
      .set({
        status: 'failed',
        error: message,
        lockedBy: null,
        lockedUntil: null,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(jobs.id, id))
      .returning();
    return ended ?? null;
  });
  if (!row) return null;
  deps.jobs.cancel(id);
  return typed(row);
}

/** Deletes a user's jobs of this kind whose result matches, so a deleted record leaves no copy of its input behind. */
export async function forgetJobs(
  def: Pick<AnyJobDefinition, 'kind'>,
  { db, userId, resultField, equals }: Scope & { resultField: string; equals: string },
): Promise<void> {
  await db
    .delete(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, def.kind), sql`${jobs.result} ->> ${resultField} = ${equals}`));
}

/** The worker's view of a definition. */
export function jobHandler(deps: JobDeps, def: AnyJobDefinition): JobHandler {
  return {
    kind: def.kind,
    run: ({ job, signal, setProgress }) =>
      def.run({
        deps,
        job: typed(job),
        signal,
        setProgress: (p: object) => setProgress({ ...p }),
        brand: typed(job).stored.brand ?? null,
      }),
    async onFailed(job) {
      const { reservation } = typed(job).stored;
      if (reservation) await releaseQuota(deps.db, reservation);
    },
  };
}
