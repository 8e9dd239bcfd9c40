import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { learningKeys } from './keys';

/** GET /api/learning/courses/:courseId: the course, its published lessons and the member's progress. */
export const getCourse = (courseId: string) => unwrap(api.learning.courses[':courseId'].$get({ param: { courseId } }));

export const courseQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: learningKeys.detail(courseId), queryFn: () => getCourse(courseId) });

export const useCourse = (courseId: string) => useQuery(courseQueryOptions(courseId));
