import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { competitorStatsKey } from './keys';

/** GET /api/competitor-analyses/stats: the four counts of the dashboard cards. */
export const getCompetitorStats = () => unwrap(api['competitor-analyses'].stats.$get());

export const competitorStatsQueryOptions = () =>
  queryOptions({ queryKey: competitorStatsKey, queryFn: getCompetitorStats });

export const useCompetitorStats = () => useQuery(competitorStatsQueryOptions());
