import type * as React from 'react';

/** The landing page's code: awaited before hydrating at `/`, lazy inside the routed app. */
export const loadLandingPage = (): Promise<React.ComponentType> =>
  import('@/features/landing/pages/landing-page').then((m) => m.LandingPage);
