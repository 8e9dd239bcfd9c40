import * as React from 'react';
import { useOnline } from '../online-status';
import { startServiceWorker } from '../service-worker';
import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { UpdateNotice } from './update-notice';

/**
 * The installable app's part of every page, loaded after the page is interactive: it registers the
 * worker and stacks the offline banner, the update notice and the install card at the bottom edge
 * (bottom left from 640 px, clear of the toasts at the bottom right).
 */
export function PwaNotices() {
  const online = useOnline();
  React.useEffect(startServiceWorker, []);
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-3 sm:right-auto sm:items-start sm:p-4">
      {!online && <OfflineBanner />}
      <UpdateNotice />
      <InstallPrompt />
    </div>
  );
}
