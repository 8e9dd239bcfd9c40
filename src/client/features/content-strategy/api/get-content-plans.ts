import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { contentPlansQueryKey } from './plan-job-cache';

/** GET /api/content-plans: the user's saved plans, newest first. */
export const getContentPlans = () => unwrap(api['content-plans'].$get());

export const contentPlansQueryOptions = () =>
  queryOptions({ queryKey: contentPlansQueryKey, queryFn: getContentPlans });

export const useContentPlans = () => useQuery(contentPlansQueryOptions());
