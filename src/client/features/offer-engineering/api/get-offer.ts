import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { offerKeys } from './keys';

/** GET /api/offers/:id: one offer with its answers and the generated parts. */
export const getOffer = (id: string) => unwrap(api.offers[':id'].$get({ param: { id } }));

export const offerQueryOptions = (id: string) =>
  queryOptions({ queryKey: offerKeys.detail(id), queryFn: () => getOffer(id) });

export const useOffer = (id: string) => useQuery(offerQueryOptions(id));
