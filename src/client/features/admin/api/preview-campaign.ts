import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCampaignPreviewInput } from '../../../../shared/campaigns';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** POST /api/admin/campaigns/preview: the mail as the server renders it, with an example name. */
export const previewCampaign = (input: TCampaignPreviewInput) =>
  unwrap(api.admin.campaigns.preview.$post({ json: input }));

/**
 * A query rather than a mutation: the same text gives the same mail, so going back to an earlier text
 * shows its preview from the cache, and the last preview stays up while the next one renders.
 */
export const useCampaignPreview = (input: TCampaignPreviewInput, enabled: boolean) =>
  useQuery({
    queryKey: adminKeys.campaignPreview(input),
    queryFn: () => previewCampaign(input),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
