import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/learning/courses/:id: deleting a course deletes its lessons. */
export const deleteCourse = (id: string) => unwrap(api.admin.learning.courses[':id'].$delete({ param: { id } }));

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCourse, onSettled: () => invalidateLearning(queryClient) });
}
