import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { leadMagnetKeys } from './keys';

/** GET /api/lead-magnets/:id: one lead magnet with its generated content. */
export const getLeadMagnet = (id: string) => unwrap(api['lead-magnets'][':id'].$get({ param: { id } }));

export const leadMagnetQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadMagnetKeys.detail(id), queryFn: () => getLeadMagnet(id) });

export const useLeadMagnet = (id: string) => useQuery(leadMagnetQueryOptions(id));
