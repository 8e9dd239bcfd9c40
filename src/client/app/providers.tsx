import * as React from 'react';
import { ThemeProvider } from '@/components/theme-provider';
import { PwaLayer } from '@/features/pwa';
import { subscribeToaster, toasterWanted } from '@/lib/toast';

const Toaster = React.lazy(() => import('@/components/ui/sonner').then((m) => ({ default: m.Toaster })));

/** Mounted on the first toast (or by a screen that raises toasts itself), so public pages skip sonner. */
function DeferredToaster() {
  const wanted = React.useSyncExternalStore(subscribeToaster, toasterWanted, () => false);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <Toaster />
    </React.Suspense>
  );
}

/**
 * What every page needs, the landing page included. The query cache and the session come with the
 * routed app (app/routed-app.tsx), so the landing page's first download carries neither. Tooltips need
 * no provider here: the design system's Tooltip brings its own, and the shell's tooltips (`Hint`) load
 * after the page. Leaving it out keeps Radix's popper off the landing page.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider defaultTheme="dark">
      {children}
      <DeferredToaster />
      <PwaLayer />
    </ThemeProvider>
  );
}
