// Test support for the subscribers screen: a server that answers from a table, and the providers around it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { MemoryRouter, useLocation } from 'react-router';

export { type Call, serve } from '@/lib/testing/serve-fetch';

function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output aria-label="current address">{pathname + search}</output>;
}

export function renderWithClient(ui: React.ReactNode, path = '/audience') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <CurrentAddress />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const PAGE_ID = '0b7c3f52-7a2e-4d8e-9f51-3c2a1b0e9d44';

export const subscriber = (n: number, over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  email: `reader${n}@example.com`,
  first_name: `Reader ${n}`,
  status: 'subscribed',
  source: 'import',
  source_page: null,
  consent_basis: 'They signed up at my workshop in 2024.',
  created_at: '2026-11-02T10:00:00.000Z',
  confirmed_at: null,
  ...over,
});
