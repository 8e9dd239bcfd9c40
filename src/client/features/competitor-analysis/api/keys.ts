import { toolKeys } from '@/lib/query-keys';

export const competitorKeys = toolKeys('competitor-analysis');

/** The stats live under the list key, so a generation or a delete refreshes them with the list. */
export const competitorStatsKey = competitorKeys.detail('stats');

/** What a generation or a delete makes stale; competitor analysis spends no monthly quota. */
export const competitorList = { all: competitorKeys.all, metered: false };
