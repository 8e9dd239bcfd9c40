import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { competitorKeys, competitorList } from './keys';

/** DELETE /api/competitor-analyses/:id: the analysis and its insights. */
export const deleteCompetitorAnalysis = (id: string) =>
  unwrap(api['competitor-analyses'][':id'].$delete({ param: { id } }));

export function useDeleteCompetitorAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompetitorAnalysis,
    onSuccess: (_, id) => {
      // Refetching the deleted one would only flash "not found" on its screen before it is left.
      queryClient.removeQueries({ queryKey: competitorKeys.detail(id), exact: true });
      return invalidateAfterChange(queryClient, competitorList, 'deleted');
    },
  });
}
