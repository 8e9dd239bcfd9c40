import { useQuery } from '@tanstack/react-query';
import type { TCampaignAudience } from '../../../../shared/campaigns';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/campaigns/audience: how many addresses a campaign to this audience would reach now. */
export const getAudienceCount = (audience: TCampaignAudience) =>
  unwrap(api.admin.campaigns.audience.$get({ query: { audience } }));

export const useAudienceCount = (audience: TCampaignAudience, enabled: boolean) =>
  // People opt in and out while a campaign is written: a count a minute old is asked again.
  useQuery({
    queryKey: adminKeys.audience(audience),
    queryFn: () => getAudienceCount(audience),
    enabled,
    staleTime: 60_000,
  });
