import { StrictMode } from 'react';
import type * as React from 'react';
import { AppErrorBoundary } from '@/app/error-boundary';
import { AppProviders } from '@/app/providers';

/**
 * Everything around the router, the same in the browser and in the build's prerender: hydration
 * needs both to render one tree.
 */
export function AppFrame({ children }: { children: React.ReactNode }) {
  return (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders>{children}</AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
}
