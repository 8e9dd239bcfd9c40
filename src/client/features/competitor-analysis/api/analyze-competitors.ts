import { useQueryClient } from '@tanstack/react-query';
import type { TCompetitorAnalysisRequest } from '../../../../shared/competitor-analysis';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { competitorList } from './keys';

/** POST /api/competitor-analyses: analyses every competitor and saves one analysis each. */
export const analyzeCompetitors = (input: TCompetitorAnalysisRequest, request = generationRequest()) =>
  unwrap(api['competitor-analyses'].$post({ json: input }, request));

/** `brandProfile: false` (the wizard's toggle) leaves the brand profile out of this analysis. */
export function useAnalyzeCompetitors({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: analyzeCompetitors,
    brandProfile,
    onSuccess: () => invalidateAfterChange(queryClient, competitorList, 'generated'),
  });
}
