// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminAccess } from '../../../../shared/admin';
import type { TAdminOptinPage } from '../../../../shared/audience-texts';
import { cleanDomForEachTest } from '@/components/ui/testing';
import type * as ApiClient from '@/lib/api-client';
import { AdminOptinPagesPage } from './admin-optin-pages-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast, ensureToaster: () => {} }));

const access = vi.hoisted(() => ({ current: null as TAdminAccess | null }));
vi.mock('@/lib/admin-access-query', () => ({ useAdminAccess: () => ({ data: access.current, isError: false }) }));

const server = vi.hoisted(() => ({ list: vi.fn(), unpublish: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => {
  const real = await importOriginal<typeof ApiClient>();
  return {
    ...real,
    api: { admin: { 'optin-pages': { $get: server.list, ':id': { unpublish: { $post: server.unpublish } } } } },
  };
});

cleanDomForEachTest();

const MODERATOR: TAdminAccess = { role: 'moderator', view: true, manage: false, assignable: [] };
const ADMIN: TAdminAccess = { role: 'admin', view: true, manage: true, assignable: [] };

const page = (over: Partial<TAdminOptinPage>): TAdminOptinPage => ({
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'leash-manners',
  path: '/l/leash-manners',
  headline: 'Calm walks in seven days',
  status: 'published',
  unpublished_by: null,
  owner: { id: 'u1', email: 'dee@example.com', name: 'Dee Trainer' },
  subscribers: 12,
  published_at: '2026-11-24T10:00:00.000Z',
  ...over,
});
const PAGES = [
  page({}),
  page({
    id: '00000000-0000-4000-8000-000000000002',
    slug: 'puppy-plan',
    path: '/l/puppy-plan',
    headline: 'The puppy plan',
    status: 'unpublished',
    unpublished_by: 'owner',
    owner: { id: 'u2', email: 'sam@example.com', name: null },
    subscribers: 0,
  }),
];

function renderPage(as: TAdminAccess) {
  access.current = as;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/admin/optin-pages', element: <AdminOptinPagesPage /> },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/admin/optin-pages'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const table = () => screen.findByRole('table');

beforeEach(() => {
  vi.clearAllMocks();
  server.list.mockImplementation(() => Promise.resolve(Response.json({ items: PAGES, total: 2 })));
  server.unpublish.mockImplementation(() => Promise.resolve(Response.json({ ok: true })));
});

describe('AdminOptinPagesPage', () => {
  it('shows a moderator every page with its owner, and no way to take one down', async () => {
    renderPage(MODERATOR);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Calm walks in seven days');
    expect(rows[1]).toHaveTextContent('/l/leash-manners');
    expect(rows[1]).toHaveTextContent('Dee Trainer');
    expect(rows[1]).toHaveTextContent('dee@example.com');
    expect(rows[1]).toHaveTextContent('Live');
    expect(rows[2]).toHaveTextContent('Offline');
    expect(screen.queryByRole('button', { name: /^Unpublish/ })).toBeNull();
    expect(screen.getByText('Every page members have published, read-only.')).toBeVisible();
    expect(server.list).toHaveBeenCalledWith({ query: { limit: '25', offset: '0' } });
  });

  it('lets an admin take a live page down after saying what it means, once', async () => {
    const user = userEvent.setup();
    renderPage(ADMIN);
    const buttons = within(await table()).getAllByRole('button', { name: /^Unpublish/ });
    // Only the live page can be taken down.
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    const confirm = await screen.findByRole('alertdialog', { name: 'Unpublish this opt-in page?' });
    expect(confirm).toHaveTextContent('The page goes offline at once and its owner cannot publish it again.');
    expect(confirm).toHaveTextContent('dee@example.com');
    await user.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Opt-in page unpublished'));
    expect(server.unpublish).toHaveBeenCalledOnce();
    expect(server.unpublish).toHaveBeenCalledWith({ param: { id: PAGES[0]!.id } });
    // The list is asked again, to show the page offline.
    await waitFor(() => expect(server.list).toHaveBeenCalledTimes(2));
  });

  it('says why the list failed and tries again', async () => {
    const user = userEvent.setup();
    server.list.mockImplementationOnce(() => Promise.resolve(Response.json({ error: 'Server down' }, { status: 500 })));
    renderPage(ADMIN);
    expect(await screen.findByRole('alert')).toHaveTextContent('Server down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
  });
});
