import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { painPointKeys } from './keys';

/** GET /api/pain-point-analyses/:id: one analysis with its five parts. */
export const getPainPointAnalysis = (id: string) => unwrap(api['pain-point-analyses'][':id'].$get({ param: { id } }));

export const painPointAnalysisQueryOptions = (id: string) =>
  queryOptions({ queryKey: painPointKeys.detail(id), queryFn: () => getPainPointAnalysis(id) });

export const usePainPointAnalysis = (id: string) => useQuery(painPointAnalysisQueryOptions(id));
