import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { learningKeys } from './keys';

/** POST /api/learning/courses/:courseId/start: enrols; starting again changes nothing. */
export const startCourse = (courseId: string) =>
  unwrap(api.learning.courses[':courseId'].start.$post({ param: { courseId } }));

export function useStartCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCourse,
    onSettled: () =>
      Promise.all(
        [learningKeys.all, queryKeys.dashboard].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
