import * as React from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/app/error-boundary';
import { LoadingScreen } from '@/app/loading-screen';
import type { PageLoader } from '@/config/define-tools';
import { paths } from '@/config/paths';
import { isLive, TOOLS } from '@/config/tools';

/*
 * Declarative routes with one lazy module each. React Router's data router would add about 17 kB
 * gzip to every page, which the landing page's 120 kB budget cannot carry; no route needs loaders.
 */
function lazyNamed<M extends Record<K, React.ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return React.lazy(async () => ({ default: (await load())[name] }));
}

const LandingPage = lazyNamed(() => import('@/features/landing/pages/landing-page'), 'LandingPage');
const AuthPage = lazyNamed(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
const ProtectedRoute = lazyNamed(() => import('@/app/protected-route'), 'ProtectedRoute');
const DashboardPage = lazyNamed(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ProfilePage = lazyNamed(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
const SharedPlanPage = lazyNamed(() => import('@/features/content-strategy/pages/shared-plan-page'), 'SharedPlanPage');
const ComingSoonPage = React.lazy(() => import('@/app/coming-soon-page').then((m) => ({ default: m.ComingSoonPage })));
const NotFoundPage = lazyNamed(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage');

function lazyPage(load: PageLoader) {
  const Page = React.lazy(async () => ({ default: await load() }));
  return <Page />;
}

/**
 * The signed-in routes of every tool, made once here: a lazy component created while rendering would be
 * a new type each time, and React would remount its page on every render.
 */
const TOOL_ROUTES: readonly { path: string; element: React.ReactElement }[] = TOOLS.flatMap((tool) =>
  isLive(tool)
    ? [tool, ...(tool.routes ?? [])].map((route) => ({ path: route.path, element: lazyPage(route.page) }))
    : [{ path: `${tool.path}/*`, element: <ComingSoonPage tool={tool} /> }],
);

/** A new page starts at the top unless the address names a section (#features). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  React.useLayoutEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path={paths.auth} element={<AuthPage />} />
      <Route path="/shared/plans/:token" element={<SharedPlanPage />} />
      <Route element={<ProtectedRoute />}>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        {TOOL_ROUTES.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppErrorBoundary>
        <React.Suspense fallback={<LoadingScreen />}>
          <AppRoutes />
        </React.Suspense>
      </AppErrorBoundary>
    </BrowserRouter>
  );
}
