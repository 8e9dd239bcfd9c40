import { DownloadIcon, LoaderCircleIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { exportSubscribers } from '../api/export-subscribers';
import { useSubscriberFilters } from './subscriber-list';
import { listQuery } from './subscriber-view';

/** Downloads the subscribers the filters show, as CSV. */
export function AudienceExportButton() {
  const { filters } = useSubscriberFilters();
  const [busy, setBusy] = React.useState(false);
  const run = () => {
    if (busy) return;
    setBusy(true);
    const { q, status, page_id } = listQuery(filters);
    exportSubscribers({ q, status, page_id })
      .catch((e: unknown) => toast.error(errorMessage(e, 'The export failed. Please try again.')))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outline" onClick={run} disabled={busy}>
      {busy ? (
        <LoaderCircleIcon aria-hidden className="animate-spin motion-reduce:animate-none" />
      ) : (
        <DownloadIcon aria-hidden />
      )}
      Export CSV
    </Button>
  );
}
