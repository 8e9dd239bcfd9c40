import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { contentPlanKeys } from './keys';

/** GET /api/content-plans/:id: one saved plan with its 30 rows. */
export const getContentPlan = (id: string) => unwrap(api['content-plans'][':id'].$get({ param: { id } }));

export const contentPlanQueryOptions = (id: string) =>
  queryOptions({ queryKey: contentPlanKeys.detail(id), queryFn: () => getContentPlan(id) });

export const useContentPlan = (id: string) => useQuery(contentPlanQueryOptions(id));
