import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterCampaignChange } from './invalidate-campaigns';

/** POST /api/admin/campaigns/:id/duplicate: a new draft with the same content, in any state. */
export const duplicateCampaign = (id: string) => unwrap(api.admin.campaigns[':id'].duplicate.$post({ param: { id } }));

export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateCampaign,
    onSuccess: (record) => afterCampaignChange(queryClient, record),
  });
}
