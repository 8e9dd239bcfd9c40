import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateLearning } from './invalidate-learning';

/** DELETE /api/admin/learning/categories/:id: an active category is offered to members; deleting one leaves its courses without a category. */
export const deleteCategory = (id: string) => unwrap(api.admin.learning.categories[':id'].$delete({ param: { id } }));

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCategory, onSettled: () => invalidateLearning(queryClient) });
}
