import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileUpdate } from '../../../../shared/profile';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/profile; the answer replaces the cached profile, so the name in the navigation updates at once. */
export const updateProfile = (patch: TProfileUpdate) => unwrap(api.profile.$patch({ json: patch }));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
