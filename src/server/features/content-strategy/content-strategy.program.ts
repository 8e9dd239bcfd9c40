import { type TPlanJob, ZPlanId, ZPlanJobId } from '../../../shared/content-strategy';
import { ZContentPlanInput } from '../../../shared/content-plan-input';
import { savedResultOperations, type JobProgress, type ProgramOperation } from '../../program-api';
import { savedPlans } from './content-plans.service';
import { getPlanJob, startPlanJob } from './plan-jobs.service';

/** A plan job as the MCP tool waits on it: rows written so far of the plan's batches, then the saved plan. */
async function planProgress(job: TPlanJob, read: (id: string) => Promise<unknown>): Promise<JobProgress> {
  const base = { progress: job.batches_done, total: job.batches_total };
  if (job.status === 'failed') return { ...base, done: true, error: job.error ?? 'The plan could not be generated.' };
  if (job.status !== 'succeeded') return { ...base, done: false };
  return { ...base, done: true, result: job.plan_id ? await read(job.plan_id) : { rows: job.rows } };
}

export const contentStrategyProgram: ProgramOperation[] = [
  {
    operationId: 'generateContentPlan',
    kind: 'generate',
    method: 'post',
    path: '/content-plans/jobs',
    tag: 'Content plans',
    summary: 'Start a 30-day content plan',
    description:
      'Answers 202 with the generation job; poll it until its status is succeeded, then read the plan by its plan_id. Uses one of the 4 content plans a month.',
    mcpDescription:
      'Waits until the plan is made (a minute or more with a real model), reporting progress, and answers with the saved plan. Uses one of the 4 content plans a month.',
    body: ZContentPlanInput,
    status: 202,
    run: (i) => startPlanJob({ deps: i.deps, userId: i.userId, input: i.body as never }),
    poll: async (i) =>
      planProgress(await getPlanJob({ deps: i.deps, userId: i.userId, id: (i.started as TPlanJob).id }), (id) =>
        savedPlans.get({ db: i.deps.db, userId: i.userId, id }),
      ),
  },
  {
    operationId: 'getContentPlanJob',
    kind: 'poll',
    method: 'get',
    path: '/content-plans/jobs/{id}',
    tag: 'Content plans',
    summary: 'A content plan generation: its status and batches done',
    params: ZPlanJobId,
    status: 200,
    mcp: false,
    run: (i) => getPlanJob({ deps: i.deps, userId: i.userId, id: i.params.id ?? '' }),
  },
  ...savedResultOperations({
    path: '/content-plans',
    tag: 'Content plans',
    names: ['ContentPlan', 'ContentPlans'],
    nouns: ['content plan', 'content plans'],
    results: savedPlans,
    id: ZPlanId,
  }),
];
