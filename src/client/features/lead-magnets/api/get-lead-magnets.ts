import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { leadMagnetKeys } from './keys';

/** GET /api/lead-magnets: the user's lead magnets, newest first. */
export const getLeadMagnets = () => unwrap(api['lead-magnets'].$get());

export const leadMagnetsQueryOptions = () => queryOptions({ queryKey: leadMagnetKeys.all, queryFn: getLeadMagnets });

export const useLeadMagnets = () => useQuery(leadMagnetsQueryOptions());
