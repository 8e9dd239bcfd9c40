import { GENERATION_STOPPED_MESSAGE } from '../../../shared/generation-request';
import {
  CONTENT_PLAN_BATCHES,
  CONTENT_PLAN_DAYS,
  type TPlanDraftRow,
  type TPlanJob,
} from '../../../shared/content-strategy';
import type { TContentPlanInput } from '../../../shared/content-plan-input';
import type { AppDeps } from '../../context';
import { notFound } from '../../errors';
import { activeJob, cancelJob, findJob, retryJob, startJob, type TypedJob } from '../../jobs/define-job';
import { contentPlanJob, type PlanJobProgress, type PlanJobResult } from './content-plan.job';

const NOT_FOUND = 'That plan generation does not exist.';

type PlanJob = TypedJob<TContentPlanInput, PlanJobProgress, PlanJobResult>;
type Deps = Pick<AppDeps, 'db' | 'jobs'>;

/** Finished batches' rows and the drafts of the others, one per day, in day order. */
function rowsSoFar(job: PlanJob): TPlanDraftRow[] {
  const byDay = new Map<number, TPlanDraftRow>();
  for (const row of Object.values(job.progress.drafts ?? {}).flat()) byDay.set(row.day, row);
  for (const { day, title, summary, script_type, content_pillar } of Object.values(job.progress.batches ?? {}).flat())
    byDay.set(day, { day, title, summary, script_type, content_pillar });
  return [...byDay.values()].sort((a, b) => a.day - b.day);
}

export function toPlanJob(job: PlanJob): TPlanJob {
  const finished = job.status === 'succeeded';
  const drafts = finished ? [] : rowsSoFar(job);
  return {
    id: job.id,
    status: job.status,
    batches_done: Object.keys(job.progress.batches ?? {}).length,
    batches_total: CONTENT_PLAN_BATCHES,
    rows_done: finished ? CONTENT_PLAN_DAYS : drafts.length,
    rows_total: CONTENT_PLAN_DAYS,
    draft_rows: drafts,
    input: job.payload,
    plan_id: job.result?.planId ?? null,
    rows: job.result?.rows ?? null,
    error: job.error,
  };
}

/** Takes this month's unit (429 at the limit) and queues the generation; the unit comes back if it fails. */
export async function startPlanJob(o: { deps: Deps; userId: string; input: TContentPlanInput }): Promise<TPlanJob> {
  return toPlanJob(await startJob(o.deps, contentPlanJob, { userId: o.userId, payload: o.input }));
}

export async function getPlanJob(o: { deps: Deps; userId: string; id: string }): Promise<TPlanJob> {
  const job = await findJob(contentPlanJob, { db: o.deps.db, userId: o.userId, id: o.id });
  if (!job) throw notFound(NOT_FOUND);
  return toPlanJob(job);
}

/** The user's unfinished generation, so a reopened page can go back to watching it. */
export async function activePlanJob(o: { deps: Deps; userId: string }): Promise<TPlanJob | null> {
  const job = await activeJob(contentPlanJob, { db: o.deps.db, userId: o.userId });
  return job ? toPlanJob(job) : null;
}

/** Try Again: takes a unit again and reruns only the batches that are missing. */
export async function retryPlanJob(o: { deps: Deps; userId: string; id: string }): Promise<TPlanJob> {
  const job = await retryJob(o.deps, contentPlanJob, { userId: o.userId, id: o.id });
  if (!job) throw notFound(NOT_FOUND);
  return toPlanJob(job);
}

/** Stop: the generation ends now, saves nothing and gives the unit back; Try Again resumes what it had finished. */
export async function stopPlanJob(o: { deps: Deps; userId: string; id: string }): Promise<TPlanJob> {
  const job = await cancelJob(o.deps, contentPlanJob, {
    userId: o.userId,
    id: o.id,
    message: GENERATION_STOPPED_MESSAGE,
  });
  if (!job) throw notFound(NOT_FOUND);
  return toPlanJob(job);
}
