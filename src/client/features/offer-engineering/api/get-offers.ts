import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { offerKeys } from './keys';

/** GET /api/offers: the user's offers, newest first. */
export const getOffers = () => unwrap(api.offers.$get());

export const offersQueryOptions = () => queryOptions({ queryKey: offerKeys.all, queryFn: getOffers });

export const useOffers = () => useQuery(offersQueryOptions());
