import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCampaignDraft } from '../../../../shared/campaigns';
import { api, unwrap } from '@/lib/api-client';
import { afterCampaignChange } from './invalidate-campaigns';

/** POST /api/admin/campaigns to create a draft, PUT /api/admin/campaigns/:id to change one. */
export const saveCampaign = ({ id, draft }: { id?: string | undefined; draft: TCampaignDraft }) =>
  id === undefined
    ? unwrap(api.admin.campaigns.$post({ json: draft }))
    : unwrap(api.admin.campaigns[':id'].$put({ param: { id }, json: draft }));

export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCampaign, onSuccess: (record) => afterCampaignChange(queryClient, record) });
}
