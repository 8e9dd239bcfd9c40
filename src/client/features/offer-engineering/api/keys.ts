import { toolKeys } from '@/lib/query-keys';

export const offerKeys = toolKeys('offers');

/** What a generation or a delete makes stale; the spec names no monthly quota for offers. */
export const offerList = { all: offerKeys.all, metered: false };
