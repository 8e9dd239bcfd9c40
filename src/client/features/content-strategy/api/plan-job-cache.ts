import type { QueryClient } from '@tanstack/react-query';
import type { TPlanJob } from '../../../../shared/content-strategy';
import { usageQueryKey } from '@/lib/usage-query';

export const planJobQueryKey = (id: string) => ['plan-jobs', id] as const;
export const activePlanJobQueryKey = ['plan-jobs', 'active'] as const;
export const contentPlansQueryKey = ['content-plans'] as const;

export const isFinished = (job: TPlanJob) => job.status === 'succeeded' || job.status === 'failed';

/** A job the server just answered with: cache it for the generating screen, and re-read this month's usage. */
export function rememberJob(queryClient: QueryClient, job: TPlanJob) {
  queryClient.setQueryData(planJobQueryKey(job.id), job);
  void queryClient.invalidateQueries({ queryKey: usageQueryKey });
}

/** A job that ended changes the saved plans, the dashboard and (when it failed) this month's usage. */
export function afterJobFinished(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: contentPlansQueryKey });
  void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  void queryClient.invalidateQueries({ queryKey: usageQueryKey });
  queryClient.removeQueries({ queryKey: activePlanJobQueryKey });
}
