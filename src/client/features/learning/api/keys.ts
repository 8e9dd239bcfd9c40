import { queryKeys } from '@/lib/query-keys';

/**
 * `all` is the dashboard overview; `detail(courseId)` one course with the member's progress. The admin's
 * catalogue changes make them stale, so they are the shared ones.
 */
export const learningKeys = queryKeys.learning;
