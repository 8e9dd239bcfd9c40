// Test support for the API access card: a server that answers from a function, and the providers around it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import type { TApiToken } from '../../../shared/api-access';

export { type Call, serve } from '@/lib/testing/serve-fetch';

export function renderWithClient(ui: React.ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
}

export const token = (n: number, over: Partial<TApiToken> = {}): TApiToken => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Token ${n}`,
  scopes: ['read'],
  hint: `bf_…k3Q${n % 10}`,
  created_at: '2026-11-02T10:00:00.000Z',
  last_used_at: null,
  expires_at: null,
  ...over,
});
