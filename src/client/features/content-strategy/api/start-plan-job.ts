import { useQueryClient } from '@tanstack/react-query';
import type { TContentPlanInput } from '../../../../shared/content-strategy';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { rememberJob } from './plan-job-cache';

/** POST /api/content-strategy/jobs: takes this month's unit and queues the 30-day plan on the server. */
export const startPlanJob = (input: TContentPlanInput, request = generationRequest()) =>
  unwrap(api['content-strategy'].jobs.$post({ json: input }, request));

export function useStartPlanJob() {
  const queryClient = useQueryClient();
  return useGenerationMutation({ mutationFn: startPlanJob, onSuccess: (job) => rememberJob(queryClient, job) });
}
