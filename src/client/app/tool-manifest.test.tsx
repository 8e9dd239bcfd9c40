// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
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

// A tool that exists only in this test: nothing but the manifest knows about it.
vi.mock('@/config/tools', async (importOriginal) => {
  const actual = await importOriginal<typeof ToolsModule>();
  const { MicIcon } = await import('lucide-react');
  const PodcastPage = () => <h1>the podcast planner</h1>;
  const extra = [
    {
      id: 'podcast',
      path: '/podcast-planner',
      title: 'Podcast Planner',
      description: 'Plan a season of episodes.',
      icon: MicIcon,
      page: async () => PodcastPage,
    },
  ] as const;
  return { ...actual, TOOLS: [...actual.TOOLS, ...extra] };
});

cleanDomForEachTest();
afterEach(() => vi.clearAllMocks());

describe('a tool added to the manifest', () => {
  it('appears in the sidebar', () => {
    renderInShell(<AppSidebar />);
    expect(sidebarLabels().slice(-2)).toEqual(['Podcast Planner', 'Sign Out']);
    expect(screen.getByRole('link', { name: 'Podcast Planner' })).toHaveAttribute('href', '/podcast-planner');
  });

  it('appears among the quick actions', () => {
    renderInShell(<QuickActions missions={1} />);
    const card = (title: string) => screen.getAllByTestId('quick-action').find((c) => c.textContent?.includes(title));
    expect(within(card('Podcast Planner')!).getByRole('link', { name: 'Open Podcast Planner' })).toHaveAttribute(
      'href',
      '/podcast-planner',
    );
  });

  it('gets a route: /podcast-planner', async () => {
    renderInShell(
      <React.Suspense fallback={null}>
        <AppRoutes />
      </React.Suspense>,
      '/podcast-planner',
    );
    expect(await screen.findByRole('heading', { name: 'the podcast planner' })).toBeInTheDocument();
  });
});
