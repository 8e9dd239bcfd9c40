import { queryKeys } from '@/lib/query-keys';

/** The shell, social bios and the brand profile read the missions too, so their keys are the shared ones. */
export const missionKeys = queryKeys.missions;

/** What a generation or a delete makes stale; a generation spends a unit of the monthly quota. */
export const missionList = { all: missionKeys.all, metered: true };
