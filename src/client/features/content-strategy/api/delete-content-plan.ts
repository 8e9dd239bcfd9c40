import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { contentPlansQueryKey } from './plan-job-cache';

/** DELETE /api/content-plans/:id (its share link goes with it). */
export const deleteContentPlan = (id: string) => unwrap(api['content-plans'][':id'].$delete({ param: { id } }));

export function useDeleteContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentPlan,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: [...contentPlansQueryKey, id] });
      void queryClient.invalidateQueries({ queryKey: contentPlansQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
