import type { TActivityFilter, TUsersQuery } from '../../../../shared/admin';
import type { TCampaignAudience, TCampaignPreviewInput, TCampaignStatus } from '../../../../shared/campaigns';
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
  /** Every campaign list, whatever its filter: one change refreshes them all. */
  campaignLists: [...admin.all, 'campaigns', 'list'] as const,
  campaigns: (status: TCampaignStatus | undefined) => [...admin.all, 'campaigns', 'list', status ?? 'all'] as const,
  campaign: (id: string) => [...admin.all, 'campaigns', 'item', id] as const,
  campaignProblems: (id: string) => [...admin.all, 'campaigns', 'item', id, 'problems'] as const,
  audience: (audience: TCampaignAudience) => [...admin.all, 'campaigns', 'audience', audience] as const,
  campaignPreview: (input: TCampaignPreviewInput) => [...admin.all, 'campaigns', 'preview', input] as const,
};
