import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSubscriberQuery } from '../../../../shared/audience-subscribers';
import { api, unwrap } from '@/lib/api-client';
import { audienceKeys } from './keys';

/** The query string as the route reads it: empty filters are left out. */
export function subscriberQueryParams(query: TSubscriberQuery) {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') out[key] = String(value);
  return out;
}

/** GET /api/audience/subscribers: one page of the member's subscribers, newest first, and how many match. */
export const getSubscribers = (query: TSubscriberQuery) =>
  unwrap(api.audience.subscribers.$get({ query: subscriberQueryParams(query) }));

export const subscribersQuery = (query: TSubscriberQuery) =>
  queryOptions({
    queryKey: audienceKeys.subscriberList(query),
    queryFn: () => getSubscribers(query),
    // The page shown stays while the next one loads, so the table does not collapse between pages.
    placeholderData: keepPreviousData,
  });

export const useSubscribers = (query: TSubscriberQuery) => useQuery(subscribersQuery(query));
