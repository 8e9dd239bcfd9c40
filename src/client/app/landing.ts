import { lazyNamed } from '@/lib/loading/lazy-named';

/** The landing page, its own chunk: shown on its own at `/` (app-root.tsx), and by the routed app. */
export const LandingPage = lazyNamed(() => import('@/features/landing/pages/landing-page'), 'LandingPage');
