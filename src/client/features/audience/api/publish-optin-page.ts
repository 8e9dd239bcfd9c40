import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPublishOptinPage } from '../../../../shared/audience';
import { api, unwrap } from '@/lib/api-client';
import { afterOptinPageChange } from './optin-page-keys';

/** POST /api/audience/pages: publishes a lead magnet's page (201); 409 when the address or the lead magnet is taken. */
export const publishOptinPage = (input: TPublishOptinPage) => unwrap(api.audience.pages.$post({ json: input }));

export function usePublishOptinPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishOptinPage,
    onSuccess: (page) => afterOptinPageChange(queryClient, page),
  });
}
