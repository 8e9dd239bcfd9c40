import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/usage: this month's generations per quota kind; read by every tool screen with a quota. */
export const usageQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.usage, queryFn: () => unwrap(api.usage.$get()) });

export const useUsage = () => useQuery(usageQueryOptions());
