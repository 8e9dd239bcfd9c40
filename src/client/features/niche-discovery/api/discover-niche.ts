import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TNicheInput } from '../../../../shared/niche-discovery';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';

/** POST /api/niche-discoveries: runs the F.O.C.U.S. analysis and saves it. */
export const discoverNiche = (answers: TNicheInput) => unwrap(api['niche-discoveries'].$post({ json: answers }));

export function useDiscoverNiche() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: discoverNiche,
    onSuccess: () => void invalidateAfterChange(queryClient, 'nicheDiscoveries', 'generated'),
  });
}
