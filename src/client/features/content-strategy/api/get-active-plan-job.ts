import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { planJobKeys } from './keys';

/** GET /api/content-strategy/jobs/active: the user's unfinished generation, to resume watching it after a reload. */
export const getActivePlanJob = () => unwrap(api['content-strategy'].jobs.active.$get());

export const activePlanJobQueryOptions = () =>
  queryOptions({ queryKey: planJobKeys.active, queryFn: getActivePlanJob, staleTime: 0, gcTime: 0 });

export const useActivePlanJob = () => useQuery(activePlanJobQueryOptions());
