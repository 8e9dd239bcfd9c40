import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { contentPlansQueryKey } from './plan-job-cache';

/** PATCH /api/content-plans/:id: a new plan name. */
export const renameContentPlan = ({ id, name }: { id: string; name: string }) =>
  unwrap(api['content-plans'][':id'].$patch({ param: { id }, json: { plan_name: name } }));

export function useRenameContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameContentPlan,
    onSuccess: (plan) => {
      queryClient.setQueryData([...contentPlansQueryKey, plan.id], plan);
      void queryClient.invalidateQueries({ queryKey: contentPlansQueryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
