import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { leadMagnetKeys, leadMagnetList } from './keys';

/** DELETE /api/lead-magnets/:id */
export const deleteLeadMagnet = (id: string) => unwrap(api['lead-magnets'][':id'].$delete({ param: { id } }));

export function useDeleteLeadMagnet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeadMagnet,
    onSuccess: (_r, id) => {
      // The open results must not refetch a row that is gone.
      queryClient.removeQueries({ queryKey: leadMagnetKeys.detail(id), exact: true });
      return invalidateAfterChange(queryClient, leadMagnetList, 'deleted');
    },
  });
}
