import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/learning/courses: every course, drafts and inactive ones included. */
export const getCourseList = () => unwrap(api.admin.learning.courses.$get());

export const useCourseList = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.courses, queryFn: getCourseList, enabled });
