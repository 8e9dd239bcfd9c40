import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { competitorKeys } from './keys';

/** GET /api/competitor-analyses: the user's analyses with their insights, newest first. */
export const getCompetitorAnalyses = () => unwrap(api['competitor-analyses'].$get());

export const competitorAnalysesQueryOptions = () =>
  queryOptions({ queryKey: competitorKeys.all, queryFn: getCompetitorAnalyses });

export const useCompetitorAnalyses = () => useQuery(competitorAnalysesQueryOptions());
