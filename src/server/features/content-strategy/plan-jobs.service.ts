import { and, desc, eq, inArray } from 'drizzle-orm';
import { CONTENT_PLAN_BATCHES, type TPlanJob, type TContentPlanInput } from '../../../shared/content-strategy';
import type { AppDeps } from '../../context';
import { jobs } from '../../db/schema';
import { notFound } from '../../errors';
import { enqueueJob, getUserJob, type Job, requeueFailedJob } from '../../jobs/jobs.service';
import { releaseQuota, reserveQuota } from '../../quota/quota.service';
import { CONTENT_PLAN_JOB, type PlanJobPayload, type PlanJobProgress, type PlanJobResult } from './content-plan.job';

const NOT_FOUND = 'That plan generation does not exist.';

export function toPlanJob(job: Job): TPlanJob {
  const progress = job.progress as PlanJobProgress;
  const result = job.result as PlanJobResult | null;
  return {
    id: job.id,
    status: job.status,
    batchesDone: Object.keys(progress.batches ?? {}).length,
    batchesTotal: CONTENT_PLAN_BATCHES,
    input: (job.payload as PlanJobPayload).input,
    planId: result?.planId ?? null,
    rows: result?.rows ?? null,
    error: job.error,
  };
}

/** Takes this month's unit (429 at the limit) and queues the generation; the unit comes back if it fails. */
export async function startPlanJob(deps: AppDeps, userId: string, input: TContentPlanInput): Promise<TPlanJob> {
  const reservation = await reserveQuota(deps.db, userId, 'content');
  try {
    const job = await enqueueJob(deps.db, {
      kind: CONTENT_PLAN_JOB,
      userId,
      payload: { input, reservation } satisfies PlanJobPayload,
    });
    deps.jobs.wake();
    return toPlanJob(job);
  } catch (err) {
    await releaseQuota(deps.db, reservation);
    throw err;
  }
}

export async function getPlanJob(deps: AppDeps, userId: string, id: string): Promise<TPlanJob> {
  const job = await getUserJob(deps.db, id, userId);
  if (!job || job.kind !== CONTENT_PLAN_JOB) throw notFound(NOT_FOUND);
  return toPlanJob(job);
}

/** The user's unfinished generation, so a reopened page can go back to watching it. */
export async function activePlanJob(deps: AppDeps, userId: string): Promise<TPlanJob | null> {
  const [job] = await deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.userId, userId), eq(jobs.kind, CONTENT_PLAN_JOB), inArray(jobs.status, ['queued', 'running'])))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return job ? toPlanJob(job) : null;
}

/** Try Again: takes a unit again and reruns only the batches that are missing. */
export async function retryPlanJob(deps: AppDeps, userId: string, id: string): Promise<TPlanJob> {
  const job = await getUserJob(deps.db, id, userId);
  if (!job || job.kind !== CONTENT_PLAN_JOB) throw notFound(NOT_FOUND);
  if (job.status !== 'failed') return toPlanJob(job);
  const reservation = await reserveQuota(deps.db, userId, 'content');
  const payload = { ...(job.payload as PlanJobPayload), reservation };
  const requeued = await requeueFailedJob(deps.db, id, userId, payload);
  if (!requeued) {
    await releaseQuota(deps.db, reservation);
    throw notFound(NOT_FOUND);
  }
  deps.jobs.wake();
  return toPlanJob(requeued);
}
