import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/learning/lessons: every lesson, drafts and inactive ones included. */
export const getLessonList = () => unwrap(api.admin.learning.lessons.$get({ query: {} }));

export const useLessonList = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.lessons, queryFn: getLessonList, enabled });
