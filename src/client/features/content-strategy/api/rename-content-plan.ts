import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { contentPlanKeys } from './keys';

/** PATCH /api/content-plans/:id: a new plan name. */
export const renameContentPlan = ({ id, name }: { id: string; name: string }) =>
  unwrap(api['content-plans'][':id'].$patch({ param: { id }, json: { planName: name } }));

export function useRenameContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameContentPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData(contentPlanKeys.detail(plan.id), plan);
      // Exact: the plan itself is already fresh, and other plans did not change.
      void queryClient.invalidateQueries({ queryKey: contentPlanKeys.all, exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
