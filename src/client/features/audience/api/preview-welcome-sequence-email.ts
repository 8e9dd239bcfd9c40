import { useMutation } from '@tanstack/react-query';
import type { TWelcomePreviewInput } from '../../../../shared/welcome-sequence';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/audience/sequences/:pageId/preview: the email being edited, rendered as it is sent, to Alex. */
export const previewWelcomeSequenceEmail = ({ pageId, email }: { pageId: string; email: TWelcomePreviewInput }) =>
  unwrap(api.audience.sequences[':pageId'].preview.$post({ param: { pageId }, json: email }));

export const usePreviewWelcomeSequenceEmail = () => useMutation({ mutationFn: previewWelcomeSequenceEmail });
