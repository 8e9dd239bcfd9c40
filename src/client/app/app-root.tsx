import * as React from 'react';
import { LandingPage } from '@/app/landing';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { LoadingScreen } from '@/components/loading-screen';
import { subscribeToLocation } from '@/app/navigation';

/** The router, the query cache, the session and every page but the landing page: one chunk. */
const RoutedApp = lazyNamed(() => import('@/app/routed-app'), 'RoutedApp');

const currentPath = () => window.location.pathname;
const prerenderedPath = () => '/';

/**
 * The app's top: the landing page on its own while the visitor stays on it (it arrives prerendered and
 * needs no router), the routed app from the first other path on. Once loaded, the routed app stays and
 * shows the landing page too, so going back to it keeps the cache and the session.
 */
export function AppRoot({ onLanding }: { onLanding: boolean }) {
  const path = React.useSyncExternalStore(subscribeToLocation, currentPath, prerenderedPath);
  const [routed, setRouted] = React.useState(!onLanding);
  if (!routed && path !== '/') setRouted(true);
  return <React.Suspense fallback={<LoadingScreen />}>{routed ? <RoutedApp /> : <LandingPage />}</React.Suspense>;
}
