import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateAfterChange } from '@/lib/query-keys';
import { missionList } from './keys';

/** DELETE /api/missions/:id (404 when the id is not the user's). */
export const deleteMission = (id: string) => unwrap(api.missions[':id'].$delete({ param: { id } }));

export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMission,
    onSettled: () => invalidateAfterChange(queryClient, missionList, 'deleted'),
  });
}
