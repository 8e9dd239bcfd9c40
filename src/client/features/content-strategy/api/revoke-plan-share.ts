import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { setCachedShareToken } from './share-content-plan';

/** DELETE /api/content-plans/:id/share: the read-only link stops working at once. */
export const revokePlanShare = (id: string) => unwrap(api['content-plans'][':id'].share.$delete({ param: { id } }));

export function useRevokePlanShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokePlanShare,
    onSuccess: (_, id) => setCachedShareToken(queryClient, id, null),
  });
}
