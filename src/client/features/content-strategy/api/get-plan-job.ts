import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { isFinished } from './plan-job-cache';
import { planJobKeys } from './keys';
import { PLAN_JOB_POLL_MS } from '../../../../shared/content-strategy';

/** GET /api/content-strategy/jobs/:id: the generating screen polls it until the job ends. */
export const getPlanJob = (id: string) => unwrap(api['content-strategy'].jobs[':id'].$get({ param: { id } }));

export const planJobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: planJobKeys.detail(id),
    queryFn: () => getPlanJob(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data && isFinished(q.state.data) ? false : PLAN_JOB_POLL_MS),
    // A job that is not found (or not this user's) will not appear by asking again; a network error may clear.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
    // Keep watching in a background tab: the user comes back to a finished plan, not a stale bar.
    refetchIntervalInBackground: true,
  });

export const usePlanJob = (id: string) => useQuery(planJobQueryOptions(id));
