import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/ai/status: whether results come from a model or the offline composer. Fixed per server run. */
export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.aiStatus, queryFn: () => unwrap(api.ai.status.$get()), staleTime: Infinity });

export const useAiStatus = () => useQuery(aiStatusQueryOptions());
