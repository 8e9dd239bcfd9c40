import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/** POST /api/audience/sequences/:pageId/test: a saved email to the member's own address, now. */
export const sendWelcomeSequenceTest = ({ pageId, emailId }: { pageId: string; emailId: string }) =>
  unwrap(api.audience.sequences[':pageId'].test.$post({ param: { pageId }, json: { emailId } }));

export const useSendWelcomeSequenceTest = () => useMutation({ mutationFn: sendWelcomeSequenceTest });
