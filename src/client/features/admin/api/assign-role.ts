import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminRole } from '../../../../shared/admin';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** PUT /api/admin/users/:userId/role: assigns the role, or changes the user's existing one. */
export const assignRole = ({ userId, role }: { userId: string; role: TAdminRole }) =>
  unwrap(api.admin.users[':userId'].role.$put({ param: { userId }, json: { role } }));

export function useAssignRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
