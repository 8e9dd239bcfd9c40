import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { competitorKeys } from './keys';

/** GET /api/competitor-analyses/:id: one analysis with its insights. */
export const getCompetitorAnalysis = (id: string) => unwrap(api['competitor-analyses'][':id'].$get({ param: { id } }));

export const competitorAnalysisQueryOptions = (id: string) =>
  queryOptions({ queryKey: competitorKeys.detail(id), queryFn: () => getCompetitorAnalysis(id) });

export const useCompetitorAnalysis = (id: string) => useQuery(competitorAnalysisQueryOptions(id));
