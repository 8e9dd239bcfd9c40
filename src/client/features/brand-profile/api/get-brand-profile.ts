import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { brandProfileKeys } from './keys';

/** GET /api/brand-profile: every filled field with its source, and how complete the profile is. */
export const getBrandProfile = () => unwrap(api['brand-profile'].$get());

export const brandProfileQueryOptions = () =>
  queryOptions({ queryKey: brandProfileKeys.all, queryFn: getBrandProfile, staleTime: 30_000 });

export const useBrandProfile = () => useQuery(brandProfileQueryOptions());
