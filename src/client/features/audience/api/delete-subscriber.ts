import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterSubscriberChange } from './invalidate-subscribers';

/** DELETE /api/audience/subscribers/:id: erases the address and its history from the member's list. */
export const deleteSubscriber = (id: string) => unwrap(api.audience.subscribers[':id'].$delete({ param: { id } }));

// The refresh is not awaited: the deleted row's own delete button (whose callbacks toast the outcome)
// would be gone with the refreshed list before the mutation settled, and the toast with it.
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    onSuccess: () => {
      void afterSubscriberChange(queryClient);
    },
  });
}
