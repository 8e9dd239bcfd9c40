import { GlobeIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { useLeadMagnetOptinPage } from '../api/get-lead-magnet-optin-page';
import type { PublishedMagnet } from './optin-publish-dialog';

// The panel comes with its page's answer rather than with the result screen, which most lead magnets
// without a page open.
const loadCard = () => import('./optin-page-panel-card');
const OptinPagePanelCard = lazyNamed(loadCard, 'OptinPagePanelCard');

const OptinPublishDialog = dialogOnDemand(
  () => import('./optin-publish-dialog'),
  'OptinPublishDialog',
  (p) => p.open,
);

/**
 * The header's "Publish opt-in page" while the lead magnet has no page (docs/product/audience.md). It
 * stays mounted once the page exists, so its dialog can close; the panel then takes over.
 */
export function PublishOptinPageButton({ magnet }: { magnet: PublishedMagnet }) {
  const query = useLeadMagnetOptinPage(magnet.id);
  // The panel is fetched while the member edits, so it is there to take the focus once the page is live.
  const { trigger, dialog } = useDialogOpener({ beforeOpen: () => void loadCard().catch(() => undefined) });
  // Unknown after a failed check: offer it, and the server says if the page already exists.
  const offer = query.isError || (query.isSuccess && query.data.page === null);
  return (
    <>
      {query.isPending && <Skeleton aria-hidden className="h-9 w-48" />}
      {offer && (
        <Button type="button" {...trigger}>
          <GlobeIcon aria-hidden />
          Publish opt-in page
        </Button>
      )}
      <OptinPublishDialog magnet={magnet} {...dialog} />
    </>
  );
}

/** The lead magnet's opt-in page on its result screen, once it has one: address, state, subscribers. */
export function OptinPagePanel({ leadMagnetId }: { leadMagnetId: string }) {
  const query = useLeadMagnetOptinPage(leadMagnetId);
  const page = query.data?.page;
  if (!page) return null;
  return (
    <React.Suspense fallback={<Skeleton aria-hidden className="h-40 rounded-xl" />}>
      <OptinPagePanelCard page={page} />
    </React.Suspense>
  );
}
