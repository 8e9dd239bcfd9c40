import { useQueryClient } from '@tanstack/react-query';
import type { TNicheInput } from '../../../../shared/niche-discovery';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { nicheDiscoveryList } from './keys';

/** POST /api/niche-discoveries: runs the F.O.C.U.S. analysis and saves it. */
export const discoverNiche = (answers: TNicheInput, request = generationRequest()) =>
  unwrap(api['niche-discoveries'].$post({ json: answers }, request));

/** `brandProfile: false` leaves the brand profile out of the analyses it starts (the page's switch). */
export function useDiscoverNiche({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: discoverNiche,
    brandProfile,
    onSuccess: () => void invalidateAfterChange(queryClient, nicheDiscoveryList, 'generated'),
  });
}
