import { RefreshCwIcon, XIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { reloadToUpdate, subscribeUpdateWaiting, updateWaiting } from '../service-worker';
import { NoticeCard } from './notice-card';

/** A new deployment's worker is waiting: the page switches only when the user reloads. */
export function UpdateNotice() {
  const waiting = React.useSyncExternalStore(subscribeUpdateWaiting, updateWaiting, updateWaiting);
  const [later, setLater] = React.useState(false);
  const [reloading, setReloading] = React.useState(false);
  if (!waiting || later) return null;
  return (
    <NoticeCard role="status" className="flex items-center gap-3 py-3">
      <p className="min-w-0 flex-1 text-sm font-medium">A new version is available</p>
      <Button
        size="sm"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void reloadToUpdate();
        }}
      >
        <RefreshCwIcon aria-hidden />
        Reload
      </Button>
      <Button variant="ghost" size="icon" className="size-8" aria-label="Later" onClick={() => setLater(true)}>
        <XIcon aria-hidden />
      </Button>
    </NoticeCard>
  );
}
