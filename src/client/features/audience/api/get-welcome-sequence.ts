import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TWelcomeSequenceRecord } from '../../../../shared/welcome-sequence';
import { ApiError, api, unwrap } from '@/lib/api-client';
import { welcomeSequenceKeys } from './welcome-sequence-keys';

/** GET /api/audience/sequences/:pageId: the page's sequence, or null while none has been written (404). */
export async function getWelcomeSequence(pageId: string): Promise<TWelcomeSequenceRecord | null> {
  try {
    return await unwrap(api.audience.sequences[':pageId'].$get({ param: { pageId } }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const welcomeSequenceQueryOptions = (pageId: string) =>
  queryOptions({ queryKey: welcomeSequenceKeys.detail(pageId), queryFn: () => getWelcomeSequence(pageId) });

export const useWelcomeSequence = (pageId: string) => useQuery(welcomeSequenceQueryOptions(pageId));
