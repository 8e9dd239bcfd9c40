import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { nicheDiscoveriesQueryKey } from './get-niche-discoveries';

/** DELETE /api/niche-discoveries/:id */
export const deleteNicheDiscovery = (id: string) => unwrap(api['niche-discoveries'][':id'].$delete({ param: { id } }));

export function useDeleteNicheDiscovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNicheDiscovery,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: nicheDiscoveriesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
