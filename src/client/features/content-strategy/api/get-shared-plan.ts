import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { sharedPlanKeys } from './keys';

/** GET /api/shared-plans/:token: a plan behind a share link; no sign-in. */
export const getSharedPlan = (token: string) => unwrap(api['shared-plans'][':token'].$get({ param: { token } }));

export const sharedPlanQueryOptions = (token: string) =>
  // A revoked or unknown link is a plain answer, not a hiccup worth retrying.
  queryOptions({ queryKey: sharedPlanKeys.detail(token), queryFn: () => getSharedPlan(token), retry: false });

export const useSharedPlan = (token: string) => useQuery(sharedPlanQueryOptions(token));
