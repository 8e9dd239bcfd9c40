import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { nicheDiscoveryKeys } from './keys';

/** GET /api/niche-discoveries: the user's saved discoveries, newest first. */
export const getNicheDiscoveries = () => unwrap(api['niche-discoveries'].$get());

export const nicheDiscoveriesQueryOptions = () =>
  queryOptions({ queryKey: nicheDiscoveryKeys.all, queryFn: getNicheDiscoveries });

export const useNicheDiscoveries = () => useQuery(nicheDiscoveriesQueryOptions());
