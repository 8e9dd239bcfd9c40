import { toolKeys } from '@/lib/query-keys';

/** `all` is the dashboard overview; `detail(courseId)` one course with the member's progress. */
export const learningKeys = toolKeys('learning');
