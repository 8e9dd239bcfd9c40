import type { QueryClient } from '@tanstack/react-query';
import { audienceKeys } from './keys';
import { optinPageKeys } from './optin-page-keys';

/**
 * After an import or a delete: every subscriber list and the counts (one prefix, which the dashboard's
 * card reads too), and the opt-in pages, whose records count their subscribers.
 */
export const afterSubscriberChange = (queryClient: QueryClient) =>
  Promise.all(
    [audienceKeys.subscribers, optinPageKeys.list].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
