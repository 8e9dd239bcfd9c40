import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { painPointKeys, painPointList } from './keys';

/** DELETE /api/pain-point-analyses/:id */
export const deletePainPointAnalysis = (id: string) =>
  unwrap(api['pain-point-analyses'][':id'].$delete({ param: { id } }));

export function useDeletePainPointAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePainPointAnalysis,
    onSuccess: (_r, id) => {
      // The open detail must not refetch a row that is gone.
      queryClient.removeQueries({ queryKey: painPointKeys.detail(id), exact: true });
      return invalidateAfterChange(queryClient, painPointList, 'deleted');
    },
  });
}
