import { useQueryClient } from '@tanstack/react-query';
import type { TContentPlanInput } from '../../../../shared/content-plan-input';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { rememberJob } from './plan-job-cache';

/** POST /api/content-strategy/jobs: takes this month's unit and queues the 30-day plan on the server. */
export const startPlanJob = (input: TContentPlanInput, request = generationRequest()) =>
  unwrap(api['content-strategy'].jobs.$post({ json: input }, request));

/** `brandProfile: false` leaves the brand profile out of the plan it starts (the wizard's switch). */
export function useStartPlanJob({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: startPlanJob,
    brandProfile,
    onSuccess: (job) => rememberJob(queryClient, job),
  });
}
