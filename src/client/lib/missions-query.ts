import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * GET /api/missions, newest first. Lives in lib because the mission page, the bio generator and the
 * sidebar's Social Media Bios entry all read it.
 */
export const missionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.missions.all, queryFn: () => unwrap(api.missions.$get()) });

export const useMissions = () => useQuery(missionsQueryOptions());
