import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/dashboard: the stat cards and the 10 latest admin actions; the server logs the visit. */
export const getAdminDashboard = () => unwrap(api.admin.dashboard.$get());

export const useAdminDashboard = (enabled: boolean) =>
  useQuery({ ...queryOptions({ queryKey: adminKeys.dashboard, queryFn: getAdminDashboard }), enabled });
