import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityQuery, type TActivityFilter } from '../../../../shared/admin';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/activity: one page of the audit log, filtered on the server. */
export const getActivity = (f: TActivityFilter) => unwrap(api.admin.activity.$get({ query: activityQuery(f) }));

export const useActivity = (f: TActivityFilter, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.activity(f),
    queryFn: () => getActivity(f),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The CSV of the same filter (without the page): a plain link, so the browser downloads it. */
export const activityExportUrl = (f: TActivityFilter) => {
  const { page: _page, ...rest } = f;
  const query = new URLSearchParams(activityQuery(rest)).toString();
  return `/api/admin/activity/export${query ? `?${query}` : ''}`;
};
