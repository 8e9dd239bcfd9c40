import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBioPlatform, TSavedBios } from '../../../../shared/social-bios';
import { api, unwrap } from '@/lib/api-client';
import { socialBioKeys } from './keys';

interface BioEdit {
  platform: TBioPlatform;
  index: number;
  bio: string;
}

/** PATCH /api/social-bios/:platform/bios/:index: keeps the user's own wording of one bio. */
export const editBio = ({ platform, index, bio }: BioEdit) =>
  unwrap(
    api['social-bios'][':platform'].bios[':index'].$patch({ param: { platform, index: String(index) }, json: { bio } }),
  );

export function useEditBio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editBio,
    onSuccess: (saved) =>
      queryClient.setQueryData<TSavedBios[]>(socialBioKeys.all, (list = []) =>
        list.map((b) => (b.platform === saved.platform ? saved : b)),
      ),
  });
}
