import { queryKeys } from '@/lib/query-keys';

/**
 * What a generation or a delete makes stale; a generation spends a unit of the monthly quota. The list's
 * key is a shared one: the shell, social bios and the brand profile read the missions too.
 */
export const missionList = { all: queryKeys.missions.all, metered: true };
