import * as React from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/app/error-boundary';
import { lazyNamed } from '@/app/lazy-named';
import { LoadingScreen } from '@/app/loading-screen';

/*
 * Declarative routes with one lazy module each. React Router's data router would add about 17 kB
 * gzip to every page, which the landing page's 120 kB budget cannot carry; no route needs loaders.
 */
const LandingPage = lazyNamed(() => import('@/features/landing/pages/landing-page'), 'LandingPage');
const AppRoutes = lazyNamed(() => import('@/app/app-routes'), 'AppRoutes');

/** A new page starts at the top unless the address names a section (#features). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  React.useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** The routes under whichever router holds them: the browser's, or a static one when prerendering. */
export function AppRouteTree() {
  return (
    <>
      <ScrollToTop />
      <AppErrorBoundary>
        <React.Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route index element={<LandingPage />} />
            <Route path="*" element={<AppRoutes />} />
          </Routes>
        </React.Suspense>
      </AppErrorBoundary>
    </>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRouteTree />
    </BrowserRouter>
  );
}
