import { toolKeys } from '@/lib/query-keys';

export const nicheDiscoveryKeys = toolKeys('niche-discoveries');

/** What a generation or a delete makes stale; niche discovery spends no monthly quota. */
export const nicheDiscoveryList = { all: nicheDiscoveryKeys.all, metered: false };
