import * as React from 'react';
import { Route, Routes } from 'react-router';
import { lazyNamed } from '@/lib/loading/lazy-named';
import type { PageLoader } from '@/config/define-tools';
import { paths } from '@/config/paths';
import { TOOLS } from '@/config/tools';

const AuthPage = lazyNamed(() => import('@/features/auth/pages/auth-page'), 'AuthPage');
const ProtectedRoute = lazyNamed(() => import('@/app/protected-route'), 'ProtectedRoute');
const DashboardPage = lazyNamed(() => import('@/features/dashboard/pages/dashboard-page'), 'DashboardPage');
const ProfilePage = lazyNamed(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
const SharedPlanPage = lazyNamed(() => import('@/features/content-strategy/pages/shared-plan-page'), 'SharedPlanPage');
const NewsletterConfirmPage = lazyNamed(
  () => import('@/features/newsletter/pages/newsletter-confirm-page'),
  'NewsletterConfirmPage',
);
const UnsubscribePage = lazyNamed(() => import('@/features/unsubscribe/pages/unsubscribe-page'), 'UnsubscribePage');
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
  [tool, ...(tool.routes ?? [])].map((route) => ({ path: route.path, element: lazyPage(route.page) })),
);

/**
 * Every route but the landing page: loaded after it, so the tool manifest (icons, titles, page loaders)
 * stays out of the landing page's first download.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.auth} element={<AuthPage />} />
      <Route path="/shared/plans/:token" element={<SharedPlanPage />} />
      <Route path={paths.newsletterConfirm} element={<NewsletterConfirmPage />} />
      <Route path={paths.unsubscribe} element={<UnsubscribePage />} />
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
