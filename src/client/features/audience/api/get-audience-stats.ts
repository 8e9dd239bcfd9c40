import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { audienceKeys } from './keys';

/** GET /api/audience/subscribers/stats: counts by status and new subscribers per day, the last 30 days. */
export const getAudienceStats = () => unwrap(api.audience.subscribers.stats.$get());

export const audienceStatsQuery = () => queryOptions({ queryKey: audienceKeys.stats, queryFn: getAudienceStats });

export const useAudienceStats = () => useQuery(audienceStatsQuery());
