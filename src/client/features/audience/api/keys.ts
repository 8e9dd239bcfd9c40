import type { TSubscriberQuery } from '../../../../shared/audience-subscribers';
import { toolKeys } from '@/lib/query-keys';

const audience = toolKeys('audience');

/** Every audience key starts with 'audience'; the subscribers' keys share one prefix, so one change refreshes them all. */
export const audienceKeys = {
  all: audience.all,
  /** Every subscriber list, whatever its filters, and the counts: an import or a delete makes them all stale. */
  subscribers: [...audience.all, 'subscribers'] as const,
  subscriberList: (query: TSubscriberQuery) => [...audience.all, 'subscribers', 'list', query] as const,
  stats: [...audience.all, 'subscribers', 'stats'] as const,
  /** Where the member stands against today's sending limit. */
  sending: audience.detail('sending'),
};
