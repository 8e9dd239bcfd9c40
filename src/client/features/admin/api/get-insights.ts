import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  insightsQuery,
  type TInsightsChart,
  type TInsightsChartRecords,
  type TInsightsQuery,
} from '../../../../shared/admin-insights';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/insights/:chart: one chart's numbers per day over the range, in the admin's time zone. */
export const getInsights = async <C extends TInsightsChart>(chart: C, q: TInsightsQuery) =>
  (await unwrap(
    api.admin.insights[':chart'].$get({ param: { chart }, query: insightsQuery(q) }),
  )) as unknown as TInsightsChartRecords[C];

/** The range stays on screen while another loads, so the cards do not jump back to skeletons. */
export const useInsights = <C extends TInsightsChart>(chart: C, q: TInsightsQuery, enabled = true) =>
  useQuery({
    queryKey: adminKeys.insights(chart, q),
    queryFn: () => getInsights(chart, q),
    placeholderData: keepPreviousData,
    enabled,
  });

/** The same numbers as CSV: a plain link, so the browser downloads the file the server names. */
export const insightsExportUrl = (chart: TInsightsChart, q: TInsightsQuery) =>
  `/api/admin/insights/${chart}/export?${new URLSearchParams(insightsQuery(q)).toString()}`;
