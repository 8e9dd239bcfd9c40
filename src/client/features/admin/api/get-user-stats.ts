import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/users/stats: Total Users, New Users This Month, Active Users and Admins. */
export const getUserStats = () => unwrap(api.admin.users.stats.$get());

export const useUserStats = (enabled: boolean) =>
  useQuery({ queryKey: adminKeys.userStats, queryFn: getUserStats, enabled });
