import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /api/usage: this month's generations per quota kind; read by every tool screen with a quota. */
export const usageQueryKey = ['usage'] as const;

export const usageQueryOptions = () =>
  queryOptions({ queryKey: usageQueryKey, queryFn: () => unwrap(api.usage.$get()) });

export const useUsage = () => useQuery(usageQueryOptions());
