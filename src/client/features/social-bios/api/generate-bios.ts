import { useQueryClient } from '@tanstack/react-query';
import type { TBioRequest, TSavedBios } from '../../../../shared/social-bios';
import { api, unwrap } from '@/lib/api-client';
import { generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { queryKeys } from '@/lib/query-keys';
import { socialBioKeys } from './keys';

/** POST /api/social-bios: bios for one platform; takes one unit of the monthly bio quota. */
export const generateBios = (body: TBioRequest, request = generationRequest()) =>
  unwrap(api['social-bios'].$post({ json: body }, request));

/** `brandProfile: false` leaves the brand profile out of the bios it generates (the page's switch). */
export function useGenerateBios({ brandProfile }: { brandProfile?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: generateBios,
    brandProfile,
    onSuccess: (saved) =>
      // The new bios replace that platform's earlier ones, as the server keeps only the latest.
      queryClient.setQueryData<TSavedBios[]>(socialBioKeys.all, (list = []) => [
        ...list.filter((b) => b.platform !== saved.platform),
        saved,
      ]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
  });
}
