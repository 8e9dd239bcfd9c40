import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/admin/campaigns/:id/test: the saved campaign, to the signed-in admin's own address only. */
export const sendCampaignTest = (id: string) => unwrap(api.admin.campaigns[':id'].test.$post({ param: { id } }));

export const useSendCampaignTest = () => useMutation({ mutationFn: sendCampaignTest });
