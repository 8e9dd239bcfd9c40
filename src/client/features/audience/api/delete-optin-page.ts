import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { optinPageKeys } from './optin-page-keys';

/** DELETE /api/audience/pages/:id: the page goes; its lead magnet stays and may be published again. */
export const deleteOptinPage = (id: string) => unwrap(api.audience.pages[':id'].$delete({ param: { id } }));

export function useDeleteOptinPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOptinPage,
    onSuccess: (_r, id) => {
      // The open page must not refetch a row that is gone.
      queryClient.removeQueries({ queryKey: optinPageKeys.detail(id), exact: true });
      return queryClient.invalidateQueries({ queryKey: optinPageKeys.all });
    },
  });
}
