import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TMissionInput } from '../../../../shared/mission';
import { api, unwrap } from '@/lib/api-client';
import { missionsQueryKey } from '@/lib/missions-query';
import { usageQueryKey } from '@/lib/usage-query';

/** POST /api/missions: a real generation from the 12 answers; it takes one unit of the monthly quota. */
export const createMission = (answers: TMissionInput) => unwrap(api.missions.$post({ json: answers }));

export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMission,
    onSettled: async () => {
      // A refused or failed call may still have changed the count elsewhere (another tab), so refresh either way.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: missionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: usageQueryKey }),
        // The dashboard's counts and activity include missions; its key is the string 'dashboard'.
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
