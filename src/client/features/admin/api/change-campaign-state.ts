import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterCampaignChange, refreshCampaign } from './invalidate-campaigns';

/** The moves that take a campaign from one state to the next and answer it in its new state. */
export type TCampaignMove = 'send' | 'cancel' | 'pause' | 'resume';

/** POST /api/admin/campaigns/:id/send, /cancel, /pause or /resume. */
export function changeCampaignState({ id, move }: { id: string; move: TCampaignMove }) {
  const campaign = api.admin.campaigns[':id'];
  const param = { param: { id } };
  switch (move) {
    case 'send':
      return unwrap(campaign.send.$post(param));
    case 'cancel':
      return unwrap(campaign.cancel.$post(param));
    case 'pause':
      return unwrap(campaign.pause.$post(param));
    case 'resume':
      return unwrap(campaign.resume.$post(param));
  }
}

export function useChangeCampaignState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCampaignState,
    onSuccess: (record) => afterCampaignChange(queryClient, record),
    onError: (_e, { id }) => refreshCampaign(queryClient, id),
  });
}
