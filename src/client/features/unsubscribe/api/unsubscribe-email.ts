import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { unsubscribeKeys } from './keys';

/** POST /api/email/unsubscribe?token=: stops campaign mail to the address the link names; a repeat is harmless. */
export const unsubscribeEmail = (token: string) => unwrap(api.email.unsubscribe.$post({ query: { token } }));

// Opening the link is the unsubscribe (one click, as mail clients expect). A query, not a mutation fired
// from an effect: it runs once per token however often the page renders. A refused link is an answer.
export const useUnsubscribeOnOpen = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: unsubscribeKeys.detail(token),
      queryFn: () => unsubscribeEmail(token),
      retry: false,
      staleTime: Infinity,
      enabled: token !== '',
    }),
  );

/** The Unsubscribe button after a resubscribe: the page shows the answer in place of the first one. */
export function useUnsubscribeAgain(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeEmail(token),
    onSuccess: (record) => queryClient.setQueryData(unsubscribeKeys.detail(token), record),
  });
}
