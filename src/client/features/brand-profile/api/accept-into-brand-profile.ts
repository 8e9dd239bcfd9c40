import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBrandProfile } from '../../../../shared/brand-profile';
import type { TBrandAccept } from '../../../../shared/brand-profile-schemas';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { brandProfileKeys } from './keys';

/** POST /api/brand-profile/accept: writes only the fields the user ticked, with the result as their source. */
export const acceptIntoBrandProfile = (body: TBrandAccept) => unwrap(api['brand-profile'].accept.$post({ json: body }));

export function useAcceptIntoBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptIntoBrandProfile,
    onSuccess: (profile: TBrandProfile) => {
      queryClient.setQueryData(brandProfileKeys.all, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
