import { useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { type GenerationRequest, generationRequest, useGenerationMutation } from '@/lib/idempotency';
import { afterSequenceChange } from './welcome-sequence-keys';

/**
 * POST /api/audience/sequences/:pageId/generate: writes the sequence (or writes it again while it is
 * off). The server answers a repeated key with the first result, so a retried request never writes twice.
 */
export const writeWelcomeSequence = (pageId: string, request: GenerationRequest = generationRequest()) =>
  unwrap(api.audience.sequences[':pageId'].generate.$post({ param: { pageId } }, request));

/**
 * A click while one runs joins it instead of sending a second request; a streaming model's emails
 * arrive in `partial` as they are written, and `stop()` ends the writing with nothing saved.
 */
export function useWriteWelcomeSequence() {
  const queryClient = useQueryClient();
  return useGenerationMutation({
    mutationFn: writeWelcomeSequence,
    onSuccess: (sequence) => afterSequenceChange(queryClient, sequence),
  });
}
