import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** DELETE /api/admin/users/:userId/role: sets the role inactive; the row stays. */
export const removeRole = (userId: string) => unwrap(api.admin.users[':userId'].role.$delete({ param: { userId } }));

export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
