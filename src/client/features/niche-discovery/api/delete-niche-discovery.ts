import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { nicheDiscoveryList } from './keys';

/** DELETE /api/niche-discoveries/:id */
export const deleteNicheDiscovery = (id: string) => unwrap(api['niche-discoveries'][':id'].$delete({ param: { id } }));

export function useDeleteNicheDiscovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNicheDiscovery,
    onSuccess: () => void invalidateAfterChange(queryClient, nicheDiscoveryList, 'deleted'),
  });
}
