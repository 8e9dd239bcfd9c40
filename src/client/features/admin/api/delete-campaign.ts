import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterCampaignChange } from './invalidate-campaigns';

/** DELETE /api/admin/campaigns/:id: refused while it is scheduled, sending or paused. */
export const deleteCampaign = (id: string) => unwrap(api.admin.campaigns[':id'].$delete({ param: { id } }));

// The deleted campaign's own entry is left to expire: removing it while its page is still open would
// ask for it again, and flash 'does not exist' before the page leaves.
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => afterCampaignChange(queryClient) });
}
