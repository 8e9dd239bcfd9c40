import type { QueryClient } from '@tanstack/react-query';
import type { TPlanJob } from '../../../../shared/content-strategy';
import { invalidateAfterChange, queryKeys } from '@/lib/query-keys';
import { contentPlanList, planJobKeys } from './keys';

export const isFinished = (job: TPlanJob) => job.status === 'succeeded' || job.status === 'failed';

/** A job the server just answered with: cache it for the generating screen, and re-read this month's usage. */
export function rememberJob(queryClient: QueryClient, job: TPlanJob) {
  queryClient.setQueryData(planJobKeys.detail(job.id), job);
  void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
}

/** A job that ended changes the saved plans, the dashboard and (when it failed) this month's usage. */
export function afterJobFinished(queryClient: QueryClient) {
  void invalidateAfterChange(queryClient, contentPlanList, 'generated');
  queryClient.removeQueries({ queryKey: planJobKeys.active });
}
