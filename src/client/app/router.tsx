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
const MissionPage = lazyNamed(() => import('@/features/mission/pages/mission-page'), 'MissionPage');
const SocialBiosPage = lazyNamed(() => import('@/features/social-bios/pages/social-bios-page'), 'SocialBiosPage');
const NicheDiscoveryPage = lazyNamed(
  () => import('@/features/niche-discovery/pages/niche-discovery-page'),
  'NicheDiscoveryPage',
);
const ContentStrategyPage = lazyNamed(
  () => import('@/features/content-strategy/pages/content-strategy-page'),
  'ContentStrategyPage',
);
const ContentPlansPage = lazyNamed(
  () => import('@/features/content-strategy/pages/content-plans-page'),
  'ContentPlansPage',
);
const ContentPlanPage = lazyNamed(
  () => import('@/features/content-strategy/pages/content-plan-page'),
  'ContentPlanPage',
);
const SharedPlanPage = lazyNamed(() => import('@/features/content-strategy/pages/shared-plan-page'), 'SharedPlanPage');
const ComingSoonPage = lazyNamed(() => import('@/app/coming-soon-page'), 'ComingSoonPage');
const NotFoundPage = lazyNamed(() => import('@/features/not-found/pages/not-found-page'), 'NotFoundPage');

/** Tool routes not shipped yet (see COMING_SOON in config/paths); a tool that ships gets its own lazy page here. */
export const COMING_SOON_ROUTES: readonly string[] = [
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
      <Route path="/shared/plans/:token" element={<SharedPlanPage />} />
      <Route element={<ProtectedRoute />}>
        <Route path={paths.dashboard} element={<DashboardPage />} />
        <Route path={paths.profile} element={<ProfilePage />} />
        <Route path={paths.mission} element={<MissionPage />} />
        <Route path={paths.socialBios} element={<SocialBiosPage />} />
        <Route path={paths.nicheDiscovery} element={<NicheDiscoveryPage />} />
        <Route path={paths.contentStrategy} element={<ContentStrategyPage />} />
        <Route path={paths.contentPlans} element={<ContentPlansPage />} />
        <Route path={`${paths.contentPlans}/:planId`} element={<ContentPlanPage />} />
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
