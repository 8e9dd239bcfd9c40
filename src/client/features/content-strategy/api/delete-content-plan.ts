import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { contentPlanKeys, contentPlanList } from './keys';

/** DELETE /api/content-plans/:id (its share link goes with it). */
export const deleteContentPlan = (id: string) => unwrap(api['content-plans'][':id'].$delete({ param: { id } }));

export function useDeleteContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentPlan,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: contentPlanKeys.detail(id) });
      void invalidateAfterChange(queryClient, contentPlanList, 'deleted');
    },
  });
}
