import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { adminKeys } from './keys';

/** POST /api/admin/optin-pages/:id/unpublish: takes a member's page offline for good (audited); 409 when already offline. */
export const unpublishOptinPage = (id: string) =>
  unwrap(api.admin['optin-pages'][':id'].unpublish.$post({ param: { id } }));

export function useUnpublishOptinPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishOptinPage,
    // Refused or not, the lists show the page as it is now; the audit log has a new row.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.optinPageLists }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]),
  });
}
