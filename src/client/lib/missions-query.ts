import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/**
 * GET /api/missions, newest first. Lives in lib because the mission page, the bio generator and the
 * sidebar's Social Media Bios entry all read it.
 */
export const missionsQueryKey = ['missions'] as const;

export const missionsQueryOptions = () =>
  queryOptions({ queryKey: missionsQueryKey, queryFn: () => unwrap(api.missions.$get()) });

export const useMissions = () => useQuery(missionsQueryOptions());
