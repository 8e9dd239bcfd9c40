import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { contentPlanKeys } from './keys';

/** GET /api/content-plans: the user's saved plans, newest first. */
export const getContentPlans = () => unwrap(api['content-plans'].$get());

export const contentPlansQueryOptions = () => queryOptions({ queryKey: contentPlanKeys.all, queryFn: getContentPlans });

export const useContentPlans = () => useQuery(contentPlansQueryOptions());
