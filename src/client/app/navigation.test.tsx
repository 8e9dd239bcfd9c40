// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRouteTree } from './router';
import { AppLink, NavigateProvider, subscribeToLocation } from './navigation';

vi.mock('@/app/app-routes', () => ({
  AppRoutes: () => {
    const { pathname } = useLocation();
    return <p>routed page at {pathname}</p>;
  },
}));
vi.mock('@/features/landing/pages/landing-page', async () => {
  const { AppLink: Link } = await import('./navigation');
  return { LandingPage: () => <Link to="/auth?mode=signup">Sign Up</Link> };
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('AppLink', () => {
  it('without a router, moves the address and tells who listens, without a page load', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToLocation(listener);
    render(<AppLink to="/auth">Login</AppLink>);
    const link = screen.getByRole('link', { name: 'Login' });
    expect(link).toHaveAttribute('href', '/auth');
    // fireEvent returns false when the default (the browser following the link) was prevented.
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/auth');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
  });

  it('leaves new-tab clicks, other buttons and other targets to the browser', () => {
    const navigate = vi.fn();
    render(
      <NavigateProvider value={navigate}>
        <AppLink to="/auth">plain</AppLink>
        <AppLink to="/auth" target="_blank">
          blank
        </AppLink>
      </NavigateProvider>,
    );
    const plain = screen.getByRole('link', { name: 'plain' });
    expect(fireEvent.click(plain, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(plain, { metaKey: true })).toBe(true);
    expect(fireEvent.click(plain, { shiftKey: true })).toBe(true);
    expect(fireEvent.click(plain, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'blank' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(plain);
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it("inside the app's routes, goes through the router", async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <AppRouteTree />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'Sign Up' }));
    expect(await screen.findByText('routed page at /auth')).toBeInTheDocument();
    // The memory router moved; the browser's address did not.
    expect(window.location.pathname).toBe('/');
  });
});
