import * as React from 'react';

const noSubscription = () => () => {};

/**
 * False while React hydrates the prerendered landing page (and in the prerender itself), true from the
 * render after: what only the browser knows (the stored theme, the page's origin) waits for it, so the
 * first render matches the HTML the build made.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
