import * as React from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { TopNav } from '@/components/layout/top-nav';
import { SidebarInset, SidebarProvider } from '@/components/ui/sidebar';
import { ensureToaster } from '@/lib/toast';

/** Signed-in layout: the 'AI Tools' sidebar beside the top navigation and the page. */
export function AppShell() {
  // Tool screens may raise toasts with sonner directly.
  React.useEffect(ensureToaster, []);
  return (
    <SidebarProvider>
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:ring-[3px] focus:ring-ring/50"
      >
        Skip to content
      </a>
      <AppSidebar />
      <SidebarInset>
        <TopNav />
        <div id="content" tabIndex={-1} className="flex flex-1 flex-col p-4 outline-none sm:p-6">
          <React.Suspense fallback={<LoadingScreen className="min-h-0 flex-1" />}>
            <Outlet />
          </React.Suspense>
        </div>
      </SidebarInset>
    </SidebarProvider>
  );
}
