import { useQueryClient } from '@tanstack/react-query';
import type { TMissionInput } from '../../../../shared/mission';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { invalidateAfterChange } from '@/lib/query-keys';
import { missionList } from './keys';

/** POST /api/missions: a real generation from the 12 answers; it takes one unit of the monthly quota. */
export const createMission = (answers: TMissionInput, request = generationRequest()) =>
  unwrap(api.missions.$post({ json: answers }, request));

/** `brandProfile: false` leaves the brand profile out of the generations it starts (the page's switch). */
export function useCreateMission({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: createMission,
    brandProfile,
    // A refused or failed call may still have changed the count elsewhere (another tab), so refresh either way.
    onSettled: () => invalidateAfterChange(queryClient, missionList, 'generated'),
  });
}
