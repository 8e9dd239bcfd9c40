// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '@/app/app-routes';
import { AppSidebar } from '@/components/layout/app-sidebar';
import { renderInShell, sidebarLabels } from '@/components/layout/testing';
import { cleanDomForEachTest } from '@/components/ui/testing';
import type * as ToolsModule from '@/config/tools';
import { QuickActions } from '@/features/dashboard/components/quick-actions';

const toast = vi.hoisted(() => ({ info: vi.fn(), warning: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast, ensureToaster: () => {} }));
vi.mock('@/lib/auth', () => ({
  useAuth: () => ({ loading: false, user: { id: 'u', email: 'a@b.c', name: 'Ada', emailVerified: true } }),
}));
vi.mock('@/components/layout/app-shell', async () => {
  const { Outlet } = await import('react-router');
  return { AppShell: () => <Outlet /> };
});

// Two tools that exist only in this test: nothing but the manifest knows about them.
vi.mock('@/config/tools', async (importOriginal) => {
  const actual = await importOriginal<typeof ToolsModule>();
  const { MicIcon, PresentationIcon } = await import('lucide-react');
  const PodcastPage = () => <h1>the podcast planner</h1>;
  const extra = [
    {
      id: 'podcast',
      path: '/podcast-planner',
      title: 'Podcast Planner',
      description: 'Plan a season of episodes.',
      icon: MicIcon,
      status: 'live',
      page: async () => PodcastPage,
    },
    {
      id: 'webinar',
      path: '/webinar-builder',
      title: 'Webinar Builder',
      description: 'Outline a webinar that sells.',
      icon: PresentationIcon,
      status: 'coming-soon',
    },
  ] as const;
  return { ...actual, TOOLS: [...actual.TOOLS, ...extra] };
});

cleanDomForEachTest();
afterEach(() => vi.clearAllMocks());

describe('a tool added to the manifest', () => {
  it('appears in the sidebar, live or coming soon', async () => {
    renderInShell(<AppSidebar />);
    expect(sidebarLabels().slice(-3)).toEqual(['Podcast Planner', 'Webinar Builder', 'Sign Out']);
    expect(screen.getByRole('link', { name: 'Podcast Planner' })).toHaveAttribute('href', '/podcast-planner');
    await userEvent.click(screen.getByRole('button', { name: 'Webinar Builder' }));
    expect(toast.info).toHaveBeenCalledWith('This feature is coming soon!');
  });

  it('appears among the quick actions', () => {
    renderInShell(<QuickActions missions={1} />);
    const card = (title: string) => screen.getAllByTestId('quick-action').find((c) => c.textContent?.includes(title));
    expect(within(card('Podcast Planner')!).getByRole('link', { name: 'Open Podcast Planner' })).toHaveAttribute(
      'href',
      '/podcast-planner',
    );
    expect(
      within(card('Webinar Builder')!).getByRole('button', { name: 'Webinar Builder: coming soon' }),
    ).toBeVisible();
  });

  it.each([
    ['/podcast-planner', 'the podcast planner'],
    ['/webinar-builder/session/1', 'Webinar Builder'],
  ])('gets a route: %s', async (path, heading) => {
    renderInShell(
      <React.Suspense fallback={null}>
        <AppRoutes />
      </React.Suspense>,
      path,
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
