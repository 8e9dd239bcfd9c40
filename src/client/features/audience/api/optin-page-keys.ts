import type { QueryClient } from '@tanstack/react-query';
import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { toolKeys } from '@/lib/query-keys';

const pages = toolKeys('optin-pages');

/**
 * The opt-in pages' cache keys (docs/product/audience.md). Every key starts with `all`, so one
 * invalidation reaches the list, each page, the lead magnets' panels and the drafts.
 */
export const optinPageKeys = {
  all: pages.all,
  list: [...pages.all, 'list'] as const,
  detail: (pageId: string) => pages.detail(pageId),
  /** The page of one lead magnet, or null: what its result screen shows. */
  ofLeadMagnet: (leadMagnetId: string) => [...pages.all, 'of-lead-magnet', leadMagnetId] as const,
  draft: (leadMagnetId: string) => [...pages.all, 'draft', leadMagnetId] as const,
};

/** After a page was published or changed: the screens that show it get the answer at once, the list is asked again. */
export function afterOptinPageChange(queryClient: QueryClient, page: TOptinPageRecord) {
  queryClient.setQueryData(optinPageKeys.detail(page.id), page);
  queryClient.setQueryData(optinPageKeys.ofLeadMagnet(page.lead_magnet_id), { page });
  return queryClient.invalidateQueries({ queryKey: optinPageKeys.list });
}
