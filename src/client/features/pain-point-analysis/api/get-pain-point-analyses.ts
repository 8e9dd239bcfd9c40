import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { painPointKeys } from './keys';

/** GET /api/pain-point-analyses: the user's analyses, newest first. */
export const getPainPointAnalyses = () => unwrap(api['pain-point-analyses'].$get());

export const painPointAnalysesQueryOptions = () =>
  queryOptions({ queryKey: painPointKeys.all, queryFn: getPainPointAnalyses });

export const usePainPointAnalyses = () => useQuery(painPointAnalysesQueryOptions());
