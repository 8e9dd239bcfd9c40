import { toolKeys } from '@/lib/query-keys';

/** The owner's plans; a plan's key sits under the list's, so the list's invalidation reaches it. */
export const contentPlanKeys = toolKeys('content-plans');

/** What a generation or a delete makes stale; a generation spends a unit of the monthly quota. */
export const contentPlanList = { all: contentPlanKeys.all, metered: true };

/** A plan as a share link shows it to anyone: a different answer from the owner's plan of the same id. */
export const sharedPlanKeys = toolKeys('shared-plans');

const planJobs = toolKeys('plan-jobs');

export const planJobKeys = {
  /** The signed-in user's unfinished job, if any. */
  active: planJobs.detail('active'),
  // Under 'job', so a job whose id were 'active' could not take the place of the unfinished one.
  detail: (id: string) => [...planJobs.all, 'job', id] as const,
};
