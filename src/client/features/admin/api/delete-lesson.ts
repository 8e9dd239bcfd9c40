import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/learning/lessons/:id. */
export const deleteLesson = (id: string) => unwrap(api.admin.learning.lessons[':id'].$delete({ param: { id } }));

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteLesson, onSettled: () => invalidateLearning(queryClient) });
}
