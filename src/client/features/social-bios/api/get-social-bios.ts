import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** GET /api/social-bios: the latest bios per platform, so a reload shows what was generated. */
export const socialBiosQueryKey = ['social-bios'] as const;

export const socialBiosQueryOptions = () =>
  queryOptions({ queryKey: socialBiosQueryKey, queryFn: () => unwrap(api['social-bios'].$get()) });

export const useSocialBios = () => useQuery(socialBiosQueryOptions());
