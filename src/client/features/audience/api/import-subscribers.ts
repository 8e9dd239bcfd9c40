import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TImportSubscribers } from '../../../../shared/audience-subscribers';
import { api, unwrap } from '@/lib/api-client';
import { afterSubscriberChange } from './invalidate-subscribers';

/** POST /api/audience/subscribers/import: adds the file's new addresses; says what it skipped and why. */
export const importSubscribers = (json: TImportSubscribers) => unwrap(api.audience.subscribers.import.$post({ json }));

export function useImportSubscribers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importSubscribers, onSuccess: () => afterSubscriberChange(queryClient) });
}
