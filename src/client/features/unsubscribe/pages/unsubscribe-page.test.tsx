// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_TEXTS as T } from '../../../../shared/unsubscribe';
import { UnsubscribePage } from './unsubscribe-page';

const EMAIL = 'ada@example.com';

/** The server as the page sees it: every request is recorded, each answer comes from `answer`. */
function serve(answer: (path: string) => { status: number; body: unknown }) {
  const calls: { path: string; method: string; body: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      calls.push({ path: url.pathname + url.search, method: init?.method ?? 'GET', body: init?.body as string });
      const { status, body } = answer(url.pathname);
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

function open(path: string) {
  const queryClient = new QueryClient();
  const ui = (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <UnsubscribePage />
      </MemoryRouter>
    </QueryClientProvider>
  );
  return { ...render(ui), ui };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('unsubscribes once on opening, and lets the reader take it back and leave again', async () => {
    const calls = serve((path) => ({
      status: 200,
      body: { email: EMAIL, subscribed: path.endsWith('/resubscribe') },
    }));
    const { rerender, ui } = open('/unsubscribe?token=t%2B1');
    expect(await screen.findByRole('heading', { name: T.unsubscribedTitle })).toBeInTheDocument();
    expect(screen.getByText(T.unsubscribed(EMAIL))).toBeInTheDocument();
    expect(screen.getByText(T.resubscribeQuestion)).toBeInTheDocument();
    rerender(ui);
    expect(calls).toEqual([{ path: '/api/email/unsubscribe?token=t%2B1', method: 'POST', body: undefined }]);

    fireEvent.click(screen.getByRole('button', { name: T.resubscribe }));
    expect(await screen.findByRole('heading', { name: T.resubscribedTitle })).toBeInTheDocument();
    expect(screen.getByText(T.resubscribed(EMAIL))).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ path: '/api/email/resubscribe', method: 'POST' });
    expect(JSON.parse(calls[1]?.body ?? '')).toEqual({ token: 't+1' });

    fireEvent.click(screen.getByRole('button', { name: T.unsubscribeAgain }));
    expect(await screen.findByRole('heading', { name: T.unsubscribedTitle })).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('says a refused or missing link is not valid, without asking again', async () => {
    const calls = serve(() => ({ status: 400, body: { error: 'This unsubscribe link is not valid' } }));
    open('/unsubscribe?token=bad');
    expect(await screen.findByText(T.invalidLink)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    cleanup();
    open('/unsubscribe');
    expect(screen.getByText(T.invalidLink)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('offers another try when the server fails', async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 500, body: { error: 'boom' } } : { status: 200, body: { email: EMAIL, subscribed: false } },
    );
    open('/unsubscribe?token=t');
    expect(await screen.findByText(T.failed)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: T.unsubscribedTitle })).toBeInTheDocument();
  });
});
