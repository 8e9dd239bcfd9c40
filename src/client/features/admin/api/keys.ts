import type { TActivityFilter, TUsersQuery } from '../../../../shared/admin';
import type { z } from 'zod';
import type { ZAdminOptinPagesQuery } from '../../../../shared/audience';
import type { TInsightsChart, TInsightsQuery } from '../../../../shared/admin-insights';
import type { TCampaignAudience, TCampaignPreviewInput, TCampaignStatus } from '../../../../shared/campaigns';
import { toolKeys } from '@/lib/query-keys';

const admin = toolKeys('admin');

/** One page of the admin's opt-in page list, as the server reads it. */
export type TAdminOptinPagesFilter = z.output<typeof ZAdminOptinPagesQuery>;

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
  /** Every member's opt-in pages, whatever the search: a takedown refreshes them all. */
  optinPageLists: [...admin.all, 'optin-pages'] as const,
  optinPages: (q: TAdminOptinPagesFilter) => [...admin.all, 'optin-pages', q] as const,
  insights: (chart: TInsightsChart, q: TInsightsQuery) => [...admin.all, 'insights', chart, q] as const,
};
