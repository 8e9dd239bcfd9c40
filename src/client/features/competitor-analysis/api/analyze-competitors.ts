import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompetitorAnalysisRequest } from '../../../../shared/competitor-analysis';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { competitorList } from './keys';

/** POST /api/competitor-analyses: analyses every competitor and saves one analysis each. */
export const analyzeCompetitors = (input: TCompetitorAnalysisRequest) =>
  unwrap(api['competitor-analyses'].$post({ json: input }));

export function useAnalyzeCompetitors() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeCompetitors,
    onSuccess: () => invalidateAfterChange(queryClient, competitorList, 'generated'),
  });
}
