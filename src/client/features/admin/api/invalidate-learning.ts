import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { adminKeys } from './keys';

/**
 * After a catalogue change: the three lists (a course's lesson count, a category's name on its courses)
 * and the members' learning hub, which another tab of this browser may show.
 */
export const invalidateLearning = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.learning }),
    queryClient.invalidateQueries({ queryKey: queryKeys.learning.all }),
  ]).then(() => undefined);
