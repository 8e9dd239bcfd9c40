import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/admin-access: what the signed-in user may open in the admin area. The shell reads it to show
 * the Admin entry and the admin screens to gate themselves; the server checks every call again.
 */
export const adminAccessQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminAccess, queryFn: () => unwrap(api['admin-access'].$get()), staleTime: 60_000 });

export const useAdminAccess = () => useQuery(adminAccessQueryOptions());
