import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLessonInput } from '../../../../shared/learning';
import { api, unwrap } from '@/lib/api-client';
import { invalidateLearning } from './invalidate-learning';

/** POST /api/admin/learning/lessons to create, PATCH /api/admin/learning/lessons/:id to edit. */
export const saveLesson = (
  v: { id?: undefined; input: TLessonInput } | { id: string; input: Partial<Omit<TLessonInput, 'courseId'>> },
) =>
  v.id === undefined
    ? unwrap(api.admin.learning.lessons.$post({ json: v.input }))
    : unwrap(api.admin.learning.lessons[':id'].$patch({ param: { id: v.id }, json: v.input }));

export function useSaveLesson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLesson, onSettled: () => invalidateLearning(queryClient) });
}
