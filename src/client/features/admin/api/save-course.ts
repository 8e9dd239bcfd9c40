import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCourseInput } from '../../../../shared/learning';
import { api, unwrap } from '@/lib/api-client';
import { invalidateLearning } from './invalidate-learning';

/** POST /api/admin/learning/courses to create, PATCH /api/admin/learning/courses/:id to edit. */
export const saveCourse = (
  v: { id?: undefined; input: TCourseInput } | { id: string; input: Partial<TCourseInput> },
) =>
  v.id === undefined
    ? unwrap(api.admin.learning.courses.$post({ json: v.input }))
    : unwrap(api.admin.learning.courses[':id'].$patch({ param: { id: v.id }, json: v.input }));

export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCourse, onSettled: () => invalidateLearning(queryClient) });
}
