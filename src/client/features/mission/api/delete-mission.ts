import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { missionsQueryKey } from '@/lib/missions-query';

/** DELETE /api/missions/:id (404 when the id is not the user's). */
export const deleteMission = (id: string) => unwrap(api.missions[':id'].$delete({ param: { id } }));

export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMission,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: missionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
