import { QueryClientProvider } from '@tanstack/react-query';
import * as React from 'react';
import { ThemeProvider } from '@/components/theme-provider';
import { PwaLayer } from '@/features/pwa';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
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
 * Tooltips need no provider here: the design system's Tooltip brings its own, and the app shell's
 * SidebarProvider sets one for its menus. Leaving it out keeps Radix's popper off the landing page.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = React.useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider defaultTheme="dark">
        <AuthProvider>{children}</AuthProvider>
        <DeferredToaster />
        <PwaLayer />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
