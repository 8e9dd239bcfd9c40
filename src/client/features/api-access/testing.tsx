// Test support for the API access card: a server that answers from a function, and the providers around it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { vi } from 'vitest';
import type { TApiToken } from '../../../shared/api-access';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Stubs fetch: each request is recorded, and `answer` gives its status and JSON body. */
export function serve(answer: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = {
        method: request.method,
        path: url.pathname,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body } = (await answer(call)) ?? { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

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
