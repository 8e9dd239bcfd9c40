// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { inNav, TOOLS } from '@/config/tools';
import { AppSidebar } from './app-sidebar';
import { renderInShell, sidebarLabels } from './testing';

const mocks = vi.hoisted(() => ({
  toast: { info: vi.fn(), warning: vi.fn(), error: vi.fn(), success: vi.fn() },
  missions: [] as { id: string }[],
}));
vi.mock('@/lib/toast', () => ({ toast: mocks.toast, ensureToaster: () => {} }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ signOut: vi.fn() }) }));
vi.mock('@/lib/missions-query', () => ({
  missionsQueryOptions: () => ({ queryKey: ['missions'], queryFn: async () => mocks.missions }),
  useMissions: () => ({ isPending: false, data: [] }),
}));

cleanDomForEachTest();
beforeEach(() => {
  mocks.missions = [];
});
afterEach(() => vi.clearAllMocks());

describe('AppSidebar', () => {
  it('lists the manifest tools in order under Dashboard, Brand Profile and Audience, without the admin area', () => {
    renderInShell(<AppSidebar />);
    const titles = TOOLS.filter(inNav).map((t) => t.title);
    expect(sidebarLabels()).toEqual(['Brandforge', 'Dashboard', 'Brand Profile', 'Audience', ...titles, 'Sign Out']);
    expect(screen.getByRole('link', { name: 'Brand Profile' })).toHaveAttribute('href', '/brand');
    expect(screen.getByRole('link', { name: 'Audience' })).toHaveAttribute('href', '/audience');
    expect(screen.queryByText('Admin')).toBeNull();
  });

  it('marks Audience as the current area on the pages under it', () => {
    renderInShell(<AppSidebar />, '/audience/pages');
    expect(screen.getByRole('link', { name: 'Audience' })).toHaveAttribute('data-active', 'true');
    expect(screen.getByRole('link', { name: 'Brand Profile' })).toHaveAttribute('data-active', 'false');
  });

  it('links a live tool to its page', async () => {
    renderInShell(<AppSidebar />);
    await userEvent.click(screen.getByRole('link', { name: 'Niche Discovery' }));
    expect(screen.getByRole('status', { name: 'current path' })).toHaveTextContent('/niche-discovery');
  });

  it('asks for a saved mission before opening a tool that needs one', async () => {
    renderInShell(<AppSidebar />);
    const bios = screen.getByRole('button', { name: 'Social Media Bios' });
    await userEvent.click(bios);
    expect(mocks.toast.warning).toHaveBeenCalledWith('Please generate a mission statement first!');
    expect(screen.queryByRole('dialog')).toBeNull();

    mocks.missions = [{ id: 'm1' }];
    await userEvent.click(bios);
    expect(await screen.findByRole('dialog', { name: 'Select a Mission Statement' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current path', hidden: true })).toHaveTextContent('/dashboard');
  });
});
