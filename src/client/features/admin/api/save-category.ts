import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCategoryInput } from '../../../../shared/learning';
import { api, unwrap } from '@/lib/api-client';
import { invalidateLearning } from './invalidate-learning';

/** POST /api/admin/learning/categories to create, PATCH /api/admin/learning/categories/:id to edit. */
export const saveCategory = (
  v: { id?: undefined; input: TCategoryInput } | { id: string; input: Partial<TCategoryInput> },
) =>
  v.id === undefined
    ? unwrap(api.admin.learning.categories.$post({ json: v.input }))
    : unwrap(api.admin.learning.categories[':id'].$patch({ param: { id: v.id }, json: v.input }));

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCategory, onSettled: () => invalidateLearning(queryClient) });
}
