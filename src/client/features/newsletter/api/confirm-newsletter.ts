import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { newsletterKeys } from './keys';

/** POST /api/newsletter/confirm: confirms the address a mailed link names; a repeat is harmless. */
export const confirmNewsletter = (token: string) => unwrap(api.newsletter.confirm.$post({ json: { token } }));

// A query, not a mutation fired from an effect: it runs once per token however often the page renders,
// so a first visit never shows "already confirmed". A refused link is an answer, not worth retrying.
export const useConfirmNewsletter = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: newsletterKeys.detail(token),
      queryFn: () => confirmNewsletter(token),
      retry: false,
      staleTime: Infinity,
      enabled: token !== '',
    }),
  );
