import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { unsubscribeKeys } from './keys';

/** POST /api/email/resubscribe: takes back an unsubscribe made with the same link. */
export const resubscribeEmail = (token: string) => unwrap(api.email.resubscribe.$post({ json: { token } }));

export function useResubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resubscribeEmail(token),
    onSuccess: (record) => queryClient.setQueryData(unsubscribeKeys.detail(token), record),
  });
}
