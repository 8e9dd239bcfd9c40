import { useQueryClient } from '@tanstack/react-query';
import type { TPainPointAnalysisInput } from '../../../../shared/pain-point-input';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { painPointKeys, painPointList } from './keys';

/** POST /api/pain-point-analyses: generates the analysis and saves it. */
export const createPainPointAnalysis = (input: TPainPointAnalysisInput, request = generationRequest()) =>
  unwrap(api['pain-point-analyses'].$post({ json: input }, request));

/** `brandProfile: false` (the form's toggle) leaves the brand profile out of this generation. */
export function useCreatePainPointAnalysis({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: createPainPointAnalysis,
    brandProfile,
    // Seeding the detail lets the new analysis open without a second request.
    onSuccess: (analysis) => queryClient.setQueryData(painPointKeys.detail(analysis.id), analysis),
    onSettled: () => invalidateAfterChange(queryClient, painPointList, 'generated'),
  });
}
