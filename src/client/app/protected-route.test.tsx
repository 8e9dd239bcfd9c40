// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@/lib/auth';
import { ProtectedRoute } from './protected-route';

const auth: { state: Partial<AuthState> } = vi.hoisted(() => ({ state: {} }));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth.state }));
vi.mock('@/components/layout/app-shell', () => ({ AppShell: () => <p>the app shell</p> }));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
      <Routes>
        <Route path="/" element={<p>home</p>} />
        <Route path="/auth" element={<p>the auth page</p>} />
        <Route element={<ProtectedRoute />}>
          <Route path="/dashboard" element={<p>dashboard</p>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('ProtectedRoute', () => {
  it("shows 'Loading...' while the session is read", () => {
    auth.state = { loading: true, user: null };
    renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toBe('Loading...');
  });

  it('says it waits for the connection while offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    auth.state = { loading: true, user: null };
    renderAt('/dashboard');
    expect(screen.getByRole('status').textContent).toBe('Your workspace opens as soon as the connection is back.');
    vi.restoreAllMocks();
  });

  it('sends a signed-out visitor to /auth', () => {
    auth.state = { loading: false, user: null };
    renderAt('/dashboard');
    expect(screen.getByText('the auth page')).toBeTruthy();
  });

  it('renders the shell for a signed-in user', () => {
    auth.state = { loading: false, user: { id: 'u', email: 'a@b.c', name: 'A', emailVerified: true } };
    renderAt('/dashboard');
    expect(screen.getByText('the app shell')).toBeTruthy();
  });
});
