import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** POST /api/admin/settings/test-connection: one tiny structured call to the configured provider. */
export const testConnection = () => unwrap(api.admin.settings['test-connection'].$post());

export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.settings }),
  });
}
