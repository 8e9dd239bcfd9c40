import * as React from 'react';
import { whenIdle } from '@/lib/loading/idle';
import { listenForInstallOffer } from './install-signal';

listenForInstallOffer();

// A chunk that cannot load (offline before the worker cached it) leaves the page as it is, without the notices.
const PwaNotices = React.lazy<React.ComponentType>(() =>
  import('./components/pwa-notices').then(
    (m) => ({ default: m.PwaNotices }),
    () => ({ default: () => null }),
  ),
);

/** Once the page has loaded and the browser is idle, so the first paint and first input pay nothing. */
function afterLoadAndIdle(run: () => void): () => void {
  let cancel = () => {};
  const schedule = () => {
    cancel = whenIdle(run, { timeout: 2000, fallbackMs: 200 });
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

/** The installable app's layer (worker, offline banner, update notice, install card), loaded late. */
export function PwaLayer() {
  const [ready, setReady] = React.useState(false);
  React.useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <React.Suspense fallback={null}>
      <PwaNotices />
    </React.Suspense>
  );
}
