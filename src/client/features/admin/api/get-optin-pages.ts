import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys, type TAdminOptinPagesFilter } from './keys';

/** GET /api/admin/optin-pages: one page of every member's opt-in pages, searched and filtered on the server. */
export const getAdminOptinPages = (q: TAdminOptinPagesFilter) =>
  unwrap(
    api.admin['optin-pages'].$get({
      query: {
        ...(q.q ? { q: q.q } : {}),
        ...(q.status ? { status: q.status } : {}),
        limit: String(q.limit),
        offset: String(q.offset),
      },
    }),
  );

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useAdminOptinPages = (q: TAdminOptinPagesFilter) =>
  useQuery({
    queryKey: adminKeys.optinPages(q),
    queryFn: () => getAdminOptinPages(q),
    placeholderData: keepPreviousData,
  });
