import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterCampaignChange, refreshCampaign } from './invalidate-campaigns';

/** POST /api/admin/campaigns/:id/schedule: an ISO time with its offset, within the next 365 days. */
export const scheduleCampaign = ({ id, scheduledAt }: { id: string; scheduledAt: string }) =>
  unwrap(api.admin.campaigns[':id'].schedule.$post({ param: { id }, json: { scheduledAt } }));

export function useScheduleCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleCampaign,
    onSuccess: (record) => afterCampaignChange(queryClient, record),
    onError: (_e, { id }) => refreshCampaign(queryClient, id),
  });
}
