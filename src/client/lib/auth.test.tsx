// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider, useAuth } from './auth';
import { createQueryClient } from './query-client';
import { publishSession, resetSessionStore, sessionSnapshot } from './session-store';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('@/lib/toast', () => ({
  toast: { success: (m: string) => toasts.push(m), error: (m: string) => toasts.push(m) },
}));
const signOutCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/auth-client', () => ({ authClient: { signOut: signOutCall } }));

const SESSION = {
  session: { id: 's1', userId: 'u1', expiresAt: '2099-01-01T00:00:00Z' },
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada Lovelace', emailVerified: true },
};
const PROFILE = {
  id: 'u1',
  email: 'ada@example.com',
  full_name: null,
  company_name: null,
  industry: null,
  created_at: '',
};

function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const path = new URL(input instanceof Request ? input.url : String(input), 'http://localhost').pathname;
      const handler = routes[path];
      return Promise.resolve(handler ? handler() : new Response('null', { status: 404 }));
    }),
  );
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function Probe() {
  const auth = useAuth();
  if (auth.loading) return <p>Loading...</p>;
  return (
    <div>
      <p>user: {auth.user?.email ?? 'none'}</p>
      <p>name: {auth.displayName}</p>
      <button onClick={() => void auth.signOut()}>Sign Out</button>
    </div>
  );
}

const renderAuth = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );

beforeEach(() => {
  // The landing page's session store outlives a render, as it does in the browser.
  resetSessionStore();
  toasts.length = 0;
  signOutCall.mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAuth', () => {
  it('fails outside its provider', () => {
    // A root of our own, so React reports the error to us instead of logging it.
    const root = createRoot(document.createElement('div'), { onUncaughtError: () => undefined });
    expect(() => act(() => root.render(<Probe />))).toThrow('useAuth must be used within an AuthProvider');
  });

  it("signed out: no user and the name 'User'", async () => {
    serve({ '/api/auth/get-session': () => json(null) });
    renderAuth();
    expect(await screen.findByText('user: none')).toBeTruthy();
    expect(screen.getByText('name: User')).toBeTruthy();
  });

  it('names the user by the profile full name, else the email', async () => {
    serve({ '/api/auth/get-session': () => json(SESSION), '/api/profile': () => json(PROFILE) });
    renderAuth();
    await waitFor(() => expect(screen.getByText('name: ada@example.com')).toBeTruthy());
    expect(screen.getByText('user: ada@example.com')).toBeTruthy();
  });

  it("clears the user and says 'Signed out successfully' even when the sign-out call fails", async () => {
    serve({
      '/api/auth/get-session': () => json(SESSION),
      '/api/profile': () => json({ ...PROFILE, full_name: 'Ada' }),
    });
    signOutCall.mockRejectedValue(new Error('offline'));
    renderAuth();
    await screen.findByText('name: Ada');
    act(() => screen.getByRole('button', { name: 'Sign Out' }).click());
    expect(await screen.findByText('user: none')).toBeTruthy();
    expect(signOutCall).toHaveBeenCalledOnce();
    expect(toasts).toEqual(['Signed out successfully']);
  });

  it("toasts 'Failed to load profile' when the profile cannot be read", async () => {
    serve({ '/api/auth/get-session': () => json(SESSION), '/api/profile': () => json({ error: 'down' }, 500) });
    renderAuth();
    await waitFor(() => expect(toasts).toEqual(['Failed to load profile']), { timeout: 5000 });
  });

  it('tells the landing page who is signed in, and that nobody is after signing out', async () => {
    serve({ '/api/auth/get-session': () => json(SESSION), '/api/profile': () => json(PROFILE) });
    renderAuth();
    await waitFor(() => expect(sessionSnapshot()).toMatchObject({ status: 'known', session: SESSION }));
    act(() => screen.getByRole('button', { name: 'Sign Out' }).click());
    await waitFor(() => expect(sessionSnapshot()).toMatchObject({ status: 'known', session: null }));
  });

  it('starts from the session the landing page read, without reading it again', async () => {
    serve({ '/api/profile': () => json({ ...PROFILE, full_name: 'Ada' }) });
    publishSession(SESSION);
    renderAuth();
    // No loading state: the first render already has the user.
    expect(screen.getByText('user: ada@example.com')).toBeTruthy();
    await screen.findByText('name: Ada');
    const paths = vi.mocked(fetch).mock.calls.map(([input]) => new URL(input as string, 'http://localhost').pathname);
    expect(paths).toEqual(['/api/profile']);
  });
});
