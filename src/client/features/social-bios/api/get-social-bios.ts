import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { socialBioKeys } from './keys';

/** GET /api/social-bios: the latest bios per platform, so a reload shows what was generated. */
export const socialBiosQueryOptions = () =>
  queryOptions({ queryKey: socialBioKeys.all, queryFn: () => unwrap(api['social-bios'].$get()) });

export const useSocialBios = () => useQuery(socialBiosQueryOptions());
