import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { optinPageKeys } from './optin-page-keys';

/** GET /api/audience/pages/draft: the page's text drafted from the lead magnet and the brand profile. */
export const getOptinPageDraft = (leadMagnetId: string) =>
  unwrap(api.audience.pages.draft.$get({ query: { lead_magnet_id: leadMagnetId } }));

/** Asked afresh each time the dialog opens: the free address it suggests may have been taken since. */
export const optinPageDraftQueryOptions = (leadMagnetId: string) =>
  queryOptions({
    queryKey: optinPageKeys.draft(leadMagnetId),
    queryFn: () => getOptinPageDraft(leadMagnetId),
    staleTime: 0,
    gcTime: 0,
  });

export const useOptinPageDraft = (leadMagnetId: string) => useQuery(optinPageDraftQueryOptions(leadMagnetId));
