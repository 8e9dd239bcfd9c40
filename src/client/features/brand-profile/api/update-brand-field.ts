import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBrandField, TBrandProfile } from '../../../../shared/brand-profile';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { brandProfileKeys } from './keys';

/** PUT /api/brand-profile/fields/:field: the user's own edit; an empty value clears the field. */
export const updateBrandField = ({ field, value }: { field: TBrandField; value: string | string[] }) =>
  unwrap(api['brand-profile'].fields[':field'].$put({ param: { field }, json: { value } }));

/** The answer is the whole profile, so it replaces the cache; the dashboard's progress may have moved. */
export function useUpdateBrandField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBrandField,
    onSuccess: (profile: TBrandProfile) => {
      queryClient.setQueryData(brandProfileKeys.all, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
}
