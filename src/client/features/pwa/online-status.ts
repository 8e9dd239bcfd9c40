import * as React from 'react';

/** How often the app asks the server whether it is back, while it believes it is offline. */
export const PROBE_INTERVAL_MS = 3000;

type Listener = () => void;

/**
 * Whether the app can reach its server. The browser's `navigator.onLine` and its `online` event start
 * and end an offline spell, but a browser can miss the way back (its flag stays false after the network
 * returns), so while offline the app also asks the server itself; the first answer ends the spell,
 * whatever the browser reports.
 */
export function createOnlineStatus(
  win: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> & {
    navigator: { onLine: boolean };
  },
  probe: () => Promise<boolean>,
) {
  let online = win.navigator.onLine;
  let timer: number | undefined;
  const listeners = new Set<Listener>();

  const set = (next: boolean) => {
    if (next === online) return;
    online = next;
    if (online) stopProbing();
    else startProbing();
    for (const l of listeners) l();
  };
  const check = () => {
    void probe().then(
      (reached) => reached && set(true),
      () => undefined,
    );
  };
  function startProbing() {
    timer ??= win.setInterval(check, PROBE_INTERVAL_MS);
  }
  function stopProbing() {
    if (timer !== undefined) win.clearInterval(timer);
    timer = undefined;
  }
  const onOffline = () => set(false);
  // The event alone is not trusted either way: the probe decides when the browser says it is back.
  const onOnline = () => check();

  return {
    get: () => online,
    subscribe(listener: Listener) {
      if (listeners.size === 0) {
        // Nobody was listening, so no event was seen: start again from the browser's view (probing if it is offline).
        online = win.navigator.onLine;
        win.addEventListener('online', onOnline);
        win.addEventListener('offline', onOffline);
        if (!online) startProbing();
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        win.removeEventListener('online', onOnline);
        win.removeEventListener('offline', onOffline);
        stopProbing();
      };
    },
  };
}

/** Any answer from the server's health check, fresh from the network, means the connection is back. */
const reachServer = () =>
  fetch(`/healthz?probe=${Date.now()}`, { cache: 'no-store' }).then(
    () => true,
    () => false,
  );

let status: ReturnType<typeof createOnlineStatus> | undefined;
const shared = () => (status ??= createOnlineStatus(window, reachServer));
// Stable functions: a new `subscribe` on every render would make React unsubscribe and subscribe again
// each time, and each fresh start reads the browser's flag anew, undoing what the probe found.
const subscribe = (listener: () => void) => shared().subscribe(listener);
const snapshot = () => shared().get();

/** false while the app cannot reach its server. */
export function useOnline(): boolean {
  return React.useSyncExternalStore(subscribe, snapshot, () => true);
}
