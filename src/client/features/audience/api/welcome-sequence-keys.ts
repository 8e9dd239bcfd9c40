import type { QueryClient } from '@tanstack/react-query';
import type { TWelcomeSequenceRecord } from '../../../../shared/welcome-sequence';
import { optinPageKeys } from './optin-page-keys';

/**
 * A page's welcome sequence lives under the page's own key, so whatever refreshes the page (a refused
 * state change invalidates every page) refreshes its sequence too.
 */
export const welcomeSequenceKeys = {
  detail: (pageId: string) => [...optinPageKeys.detail(pageId), 'welcome-sequence'] as const,
};

/** Every answer about a sequence is the whole sequence: the screen shows it at once. */
export function afterSequenceChange(queryClient: QueryClient, sequence: TWelcomeSequenceRecord) {
  queryClient.setQueryData(welcomeSequenceKeys.detail(sequence.page_id), sequence);
}
