import type { TActivityFilter, TUsersQuery } from '../../../../shared/admin';
import { toolKeys } from '@/lib/query-keys';

const admin = toolKeys('admin');

/** Every admin cache key starts with 'admin', so one invalidation refreshes the whole area after a change. */
export const adminKeys = {
  all: admin.all,
  dashboard: admin.detail('dashboard'),
  users: (q: TUsersQuery) => [...admin.all, 'users', q] as const,
  userStats: [...admin.all, 'users', 'stats'] as const,
  /** The learning catalogue's three lists below. */
  learning: admin.detail('learning'),
  categories: [...admin.all, 'learning', 'categories'] as const,
  courses: [...admin.all, 'learning', 'courses'] as const,
  lessons: [...admin.all, 'learning', 'lessons'] as const,
  settings: admin.detail('settings'),
  activity: (f: TActivityFilter) => [...admin.all, 'activity', f] as const,
};
