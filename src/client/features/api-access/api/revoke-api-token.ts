import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiToken } from '../../../../shared/api-access';
import { api, unwrap } from '@/lib/api-client';
import { apiTokenKeys } from './keys';

/** DELETE /api/api-tokens/:id: the token stops working with its next request. */
export const revokeApiToken = (id: string) => unwrap(api['api-tokens'][':id'].$delete({ param: { id } }));

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSuccess: (_r, id) => {
      queryClient.setQueryData<TApiToken[]>(apiTokenKeys.all, (list) => list?.filter((t) => t.id !== id));
      return queryClient.invalidateQueries({ queryKey: apiTokenKeys.all });
    },
  });
}
