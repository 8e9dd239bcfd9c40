// Test support for the signed-in layout: a router, a query client and the sidebar's provider.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { SidebarProvider } from '@/components/ui/sidebar';

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

export function renderInShell(ui: React.ReactNode, path = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <SidebarProvider>
          {ui}
          <CurrentPath />
        </SidebarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The labels of the sidebar's entries, top to bottom. */
export const sidebarLabels = () =>
  [...document.querySelectorAll('[data-slot=sidebar-menu-button]')].map((el) => el.textContent);
