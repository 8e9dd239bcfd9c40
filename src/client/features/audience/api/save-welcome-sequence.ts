import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWelcomeSequenceSave } from '../../../../shared/welcome-sequence';
import { api, unwrap } from '@/lib/api-client';
import { afterSequenceChange } from './welcome-sequence-keys';

/** PUT /api/audience/sequences/:pageId: every email in order; an email without an id is added, one left out deleted. */
export const saveWelcomeSequence = ({ pageId, content }: { pageId: string; content: TWelcomeSequenceSave }) =>
  unwrap(api.audience.sequences[':pageId'].$put({ param: { pageId }, json: content }));

export function useSaveWelcomeSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWelcomeSequence,
    onSuccess: (sequence) => afterSequenceChange(queryClient, sequence),
  });
}
