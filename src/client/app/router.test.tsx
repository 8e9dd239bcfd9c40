// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import * as React from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app-routes';

vi.mock('@/lib/auth', () => ({
  useAuth: () => ({ loading: false, user: { id: 'u', email: 'a@b.c', name: 'Ada', emailVerified: true } }),
}));
// The shell's sidebar has its own tests; here only the page inside it matters.
vi.mock('@/components/layout/app-shell', async () => {
  const { Outlet } = await import('react-router');
  return { AppShell: () => <Outlet /> };
});
vi.mock('@/features/mission/pages/mission-page', () => ({ MissionPage: () => <h1>the mission page</h1> }));
vi.mock('@/features/content-strategy/pages/content-plan-page', () => ({
  ContentPlanPage: () => <h1>one saved plan</h1>,
}));

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <React.Suspense fallback={<p>loading</p>}>
        <AppRoutes />
      </React.Suspense>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('routes built from the tool manifest', () => {
  it("renders a live tool's page at its path", async () => {
    renderAt('/mission');
    expect(await screen.findByRole('heading', { name: 'the mission page' })).toBeInTheDocument();
  });

  it("renders a live tool's sub-page", async () => {
    renderAt('/content-plans/p1');
    expect(await screen.findByRole('heading', { name: 'one saved plan' })).toBeInTheDocument();
  });

  it('leaves other paths to the not-found page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/mission-control');
    // The real not-found page is a lazy module: its first import can take seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    warn.mockRestore();
  });
});
