import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiToken, TApiTokenCreate } from '../../../../shared/api-access';
import { api, unwrap } from '@/lib/api-client';
import { apiTokenKeys } from './keys';

/** POST /api/api-tokens: the answer carries the token, the only time it is ever sent. */
export const createApiToken = (input: TApiTokenCreate) => unwrap(api['api-tokens'].$post({ json: input }));

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: ({ token: _secret, ...listed }) => {
      // The list shows the new token at once; its secret stays with the dialog and never enters the cache.
      queryClient.setQueryData<TApiToken[]>(apiTokenKeys.all, (list) => (list ? [listed, ...list] : list));
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
  });
}
