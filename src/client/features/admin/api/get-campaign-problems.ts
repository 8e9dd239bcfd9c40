import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { SENDING_REFRESH_MS } from '../campaigns/campaign-view';
import { adminKeys } from './keys';

/** GET /api/admin/campaigns/:id/problems: the addresses whose mail failed, bounced or is unknown. */
export const getCampaignProblems = (id: string) => unwrap(api.admin.campaigns[':id'].problems.$get({ param: { id } }));

export const useCampaignProblems = (id: string, sending: boolean) =>
  useQuery({
    queryKey: adminKeys.campaignProblems(id),
    queryFn: () => getCampaignProblems(id),
    refetchInterval: sending ? SENDING_REFRESH_MS : false,
  });
