import { useQueryClient } from '@tanstack/react-query';
import type { TLeadMagnetInput } from '../../../../shared/lead-magnets';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { leadMagnetKeys, leadMagnetList } from './keys';

/** POST /api/lead-magnets: spends a unit of the month's quota, generates and saves. */
export const createLeadMagnet = (input: TLeadMagnetInput, request = generationRequest()) =>
  unwrap(api['lead-magnets'].$post({ json: input }, request));

/** `brandProfile: false` (the wizard's toggle) leaves the brand profile out of this generation. */
export function useCreateLeadMagnet({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: createLeadMagnet,
    brandProfile,
    // Seeding the detail lets the results open without a second request.
    onSuccess: (magnet) => queryClient.setQueryData(leadMagnetKeys.detail(magnet.id), magnet),
    onSettled: () => invalidateAfterChange(queryClient, leadMagnetList, 'generated'),
  });
}
