import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterOptinPageChange, optinPageKeys } from './optin-page-keys';

/** Taking a page offline, or putting it back online. */
export type TOptinPageMove = 'unpublish' | 'republish';

/** POST /api/audience/pages/:id/unpublish or /republish: 409 when it is already so, or an admin took it down. */
export function changeOptinPageState({ id, move }: { id: string; move: TOptinPageMove }) {
  const page = api.audience.pages[':id'];
  return unwrap(
    move === 'unpublish' ? page.unpublish.$post({ param: { id } }) : page.republish.$post({ param: { id } }),
  );
}

export function useChangeOptinPageState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOptinPageState,
    onSuccess: (page) => afterOptinPageChange(queryClient, page),
    // Refused (a second tab, an admin's takedown): show the page as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: optinPageKeys.all }),
  });
}
