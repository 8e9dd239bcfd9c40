import * as React from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyNamed } from '@/lib/loading/lazy-named';
import type { CampaignPreview } from './campaign-preview';

// The preview (its tabs and frame) comes in its own chunk: it has nothing to show before the server's
// first render of the mail arrives, and its code loads meanwhile.
const Preview = lazyNamed(() => import('./campaign-preview'), 'CampaignPreview');

export function LazyCampaignPreview(props: React.ComponentProps<typeof CampaignPreview>) {
  return (
    <React.Suspense fallback={<Skeleton aria-label="Loading preview" className="h-[40rem] rounded-xl" />}>
      <Preview {...props} />
    </React.Suspense>
  );
}
