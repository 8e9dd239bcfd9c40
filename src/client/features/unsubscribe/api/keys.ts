import { toolKeys } from '@/lib/query-keys';

/** One entry per link's token: whether its address is subscribed now. */
export const unsubscribeKeys = toolKeys('unsubscribe');
