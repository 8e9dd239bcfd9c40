import * as React from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { AppErrorBoundary } from '@/app/error-boundary';
import { LoadingScreen } from '@/app/loading-screen';
import { paths } from '@/config/paths';

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
const ComingSoonPage = lazyNamed(() => import('@/app/coming-soon-page'), 'ComingSoonPage');
const NotFoundPage = lazyNamed(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage');

/** Tool routes not shipped yet (see COMING_SOON in config/paths); a tool that ships gets its own lazy page here. */
export const COMING_SOON_ROUTES: readonly string[] = [
  paths.mission,
  paths.socialBios,
  paths.nicheDiscovery,
  paths.contentStrategy,
  paths.contentPlans,
  paths.competitorAnalysis,
  paths.painPoints,
  paths.leadMagnets,
  paths.offers,
  paths.learning,
  '/learning/course/:courseId',
  '/learning/course/:courseId/lesson/:lessonId',
  paths.admin,
  paths.adminUsers,
  paths.adminLearning,
  paths.adminCampaigns,
  paths.adminSettings,
];

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
      <Route element={<ProtectedRoute />}>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        {COMING_SOON_ROUTES.map((path) => (
          <Route key={path} path={path} element={<ComingSoonPage />} />
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
