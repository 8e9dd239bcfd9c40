import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/dashboard: counts, progress and recent activity in one call. */
export const getDashboard = () => unwrap(api.dashboard.$get());

export const dashboardQueryOptions = () => queryOptions({ queryKey: queryKeys.dashboard, queryFn: getDashboard });

export const useDashboard = () => useQuery(dashboardQueryOptions());
