import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { offerKeys, offerList } from './keys';

/** DELETE /api/offers/:id */
export const deleteOffer = (id: string) => unwrap(api.offers[':id'].$delete({ param: { id } }));

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSuccess: (_r, id) => {
      // The open detail must not refetch a row that is gone.
      queryClient.removeQueries({ queryKey: offerKeys.detail(id), exact: true });
      return invalidateAfterChange(queryClient, offerList, 'deleted');
    },
  });
}
