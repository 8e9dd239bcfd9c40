import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TUsersQuery } from '../../../../shared/admin';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/users: one page of users, searched and sorted on the server. */
export const getUsers = (q: TUsersQuery) =>
  unwrap(
    api.admin.users.$get({
      query: { ...(q.q ? { q: q.q } : {}), sort: q.sort, dir: q.dir, page: String(q.page) },
    }),
  );

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useUsers = (q: TUsersQuery, enabled: boolean) =>
  useQuery({ queryKey: adminKeys.users(q), queryFn: () => getUsers(q), placeholderData: keepPreviousData, enabled });
