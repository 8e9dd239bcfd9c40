import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { optinPageKeys } from './optin-page-keys';

/** GET /api/audience/pages/of-lead-magnet: the lead magnet's opt-in page, or `{ page: null }`. */
export const getLeadMagnetOptinPage = (leadMagnetId: string) =>
  unwrap(api.audience.pages['of-lead-magnet'].$get({ query: { lead_magnet_id: leadMagnetId } }));

export const leadMagnetOptinPageQueryOptions = (leadMagnetId: string) =>
  queryOptions({
    queryKey: optinPageKeys.ofLeadMagnet(leadMagnetId),
    queryFn: () => getLeadMagnetOptinPage(leadMagnetId),
  });

export const useLeadMagnetOptinPage = (leadMagnetId: string) => useQuery(leadMagnetOptinPageQueryOptions(leadMagnetId));
