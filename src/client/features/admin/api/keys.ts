import type { TActivityFilter, TUsersQuery } from '../../../../shared/admin';

/** Every admin cache key starts with 'admin', so one invalidation refreshes the whole area after a change. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: ['admin', 'dashboard'] as const,
  users: (q: TUsersQuery) => ['admin', 'users', q] as const,
  userStats: ['admin', 'users', 'stats'] as const,
  categories: ['admin', 'learning', 'categories'] as const,
  courses: ['admin', 'learning', 'courses'] as const,
  lessons: ['admin', 'learning', 'lessons'] as const,
  settings: ['admin', 'settings'] as const,
  activity: (f: TActivityFilter) => ['admin', 'activity', f] as const,
};
