import { toolKeys } from '@/lib/query-keys';

export const painPointKeys = toolKeys('pain-points');

/** What a generation or a delete makes stale; the tool spends no monthly quota. */
export const painPointList = { all: painPointKeys.all, metered: false };
