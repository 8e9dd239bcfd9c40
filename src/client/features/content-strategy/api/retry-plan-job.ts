import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { rememberJob } from './plan-job-cache';

/** POST /api/content-strategy/jobs/:id/retry: reruns only the batches that failed. */
export const retryPlanJob = (id: string) => unwrap(api['content-strategy'].jobs[':id'].retry.$post({ param: { id } }));

export function useRetryPlanJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryPlanJob, onSuccess: (job) => rememberJob(queryClient, job) });
}
