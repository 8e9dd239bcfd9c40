// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from './app-root';

const routedMounts = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/app/routed-app', async () => {
  const React = await import('react');
  return {
    RoutedApp: () => {
      React.useEffect(() => {
        routedMounts.count += 1;
      }, []);
      return <p>routed app at {window.location.pathname}</p>;
    },
  };
});

vi.mock('@/features/landing/pages/landing-page', async () => {
  const { AppLink } = await import('./navigation');
  return {
    LandingPage: () => (
      <main>
        <h1>Define Your Brand.</h1>
        <AppLink to="/auth">Login</AppLink>
      </main>
    ),
  };
});

afterEach(() => {
  cleanup();
  routedMounts.count = 0;
  window.history.replaceState(null, '', '/');
});

describe('AppRoot', () => {
  it('shows the landing page on its own, then the routed app from the first other path on', async () => {
    render(<AppRoot onLanding />);
    expect(await screen.findByRole('heading', { name: 'Define Your Brand.' })).toBeInTheDocument();
    expect(screen.queryByText(/routed app/)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(await screen.findByText('routed app at /auth')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Define Your Brand.' })).not.toBeInTheDocument();

    // Back on the landing page, the routed app stays: it shows the landing page itself.
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(screen.getByText('routed app at /')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Define Your Brand.' })).not.toBeInTheDocument();
    expect(routedMounts.count).toBe(1);
  });

  it('starts with the routed app on any other path', async () => {
    window.history.replaceState(null, '', '/dashboard');
    render(<AppRoot onLanding={false} />);
    expect(await screen.findByText('routed app at /dashboard')).toBeInTheDocument();
  });
});
