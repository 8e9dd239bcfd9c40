import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { afterSequenceChange, welcomeSequenceKeys } from './welcome-sequence-keys';

/** POST /api/audience/sequences/:pageId/enable or /disable: 409 when it is already so. */
export function switchWelcomeSequence({ pageId, on }: { pageId: string; on: boolean }) {
  const sequence = api.audience.sequences[':pageId'];
  return unwrap(on ? sequence.enable.$post({ param: { pageId } }) : sequence.disable.$post({ param: { pageId } }));
}

export function useSwitchWelcomeSequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchWelcomeSequence,
    onSuccess: (sequence) => afterSequenceChange(queryClient, sequence),
    // Refused (another tab changed it first): show the sequence as it is now.
    onError: (_e, { pageId }) => queryClient.invalidateQueries({ queryKey: welcomeSequenceKeys.detail(pageId) }),
  });
}
