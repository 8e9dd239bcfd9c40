import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOptinPageContent } from '../../../../shared/audience';
import { api, unwrap } from '@/lib/api-client';
import { afterOptinPageChange } from './optin-page-keys';

/** PUT /api/audience/pages/:id: the page's address and text; 409 when the new address is taken. */
export const updateOptinPage = ({ id, content }: { id: string; content: TOptinPageContent }) =>
  unwrap(api.audience.pages[':id'].$put({ param: { id }, json: content }));

export function useUpdateOptinPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOptinPage,
    onSuccess: (page) => afterOptinPageChange(queryClient, page),
  });
}
