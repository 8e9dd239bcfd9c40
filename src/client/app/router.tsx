import * as React from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { AppRoutes } from '@/app/app-routes';
import { AppErrorBoundary } from '@/app/error-boundary';
import { LandingPage } from '@/app/landing';
import { LoadingScreen } from '@/components/loading-screen';
import { NavigateProvider } from '@/app/navigation';

/*
 * Declarative routes. React Router's data router would add about 17 kB gzip to every page; no route
 * needs loaders. The route table comes with the router (one chunk, no second round trip before a page).
 */
/** A new page starts at the top unless the address names a section (#features). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  React.useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

/** The routes under whichever router holds them: the browser's, or a memory one in tests. */
export function AppRouteTree() {
  const navigate = useNavigate();
  return (
    <NavigateProvider value={navigate}>
      <ScrollToTop />
      <AppErrorBoundary>
        <React.Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route index element={<LandingPage />} />
            <Route path="*" element={<AppRoutes />} />
          </Routes>
        </React.Suspense>
      </AppErrorBoundary>
    </NavigateProvider>
  );
}
