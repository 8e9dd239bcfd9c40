import { toolKeys } from '@/lib/query-keys';

export const leadMagnetKeys = toolKeys('lead-magnets');

/** What a generation or a delete makes stale; a generation spends a unit of the monthly quota. */
export const leadMagnetList = { all: leadMagnetKeys.all, metered: true };
