import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { rememberJob } from './plan-job-cache';

/** POST /api/content-strategy/jobs/:id/stop: ends the generation, saves nothing and gives the unit back. */
export const stopPlanJob = (id: string) => unwrap(api['content-strategy'].jobs[':id'].stop.$post({ param: { id } }));

export function useStopPlanJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: stopPlanJob, onSuccess: (job) => rememberJob(queryClient, job) });
}
