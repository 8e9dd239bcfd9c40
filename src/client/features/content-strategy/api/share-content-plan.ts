import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContentPlan } from '../../../../shared/content-strategy';
import { api, unwrap } from '@/lib/api-client';
import { contentPlanKeys } from './keys';

/** POST /api/content-plans/:id/share: the token of the plan's read-only link (the same one while it is live). */
export const shareContentPlan = (id: string) => unwrap(api['content-plans'][':id'].share.$post({ param: { id } }));

/** Keeps the cached plan's share_token in step with the server. */
export function setCachedShareToken(queryClient: ReturnType<typeof useQueryClient>, id: string, token: string | null) {
  queryClient.setQueryData<TContentPlan>(contentPlanKeys.detail(id), (plan) =>
    plan ? { ...plan, share_token: token } : plan,
  );
}

export function useShareContentPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareContentPlan,
    onSuccess: ({ token }, id) => setCachedShareToken(queryClient, id, token),
  });
}
