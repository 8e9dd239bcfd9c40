// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { SubscriberList } from './subscriber-list';
import { PAGE_ID, renderWithClient, serve, subscriber } from './subscriber-testing';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, ensureToaster: () => {} }));

cleanDomForEachTest();
afterEach(() => vi.unstubAllGlobals());

const page = { id: PAGE_ID, headline: 'Calm mornings checklist', slug: 'calm-mornings' };
const pages = { status: 200, body: [page] };

describe('the subscriber list', () => {
  it('shows the rows of the first page and how many there are', async () => {
    const calls = serve(({ path }) =>
      path.startsWith('/api/audience/pages')
        ? pages
        : {
            status: 200,
            body: { items: [subscriber(1), subscriber(2, { source: 'page', source_page: page })], total: 312 },
          },
    );
    renderWithClient(<SubscriberList />);
    expect(await screen.findByText('Showing 1–2 of 312')).toBeInTheDocument();
    const rows = screen.getAllByTestId('subscriber-row');
    expect(within(rows[0]!).getByText('reader1@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Import')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Calm mornings checklist')).toBeInTheDocument();
    expect(calls.find((c) => c.path.startsWith('/api/audience/subscribers'))?.path).toBe(
      '/api/audience/subscribers?limit=50&offset=0',
    );
  });

  it('says there is nobody yet and leads to the lead magnets', async () => {
    serve(({ path }) =>
      path.startsWith('/api/audience/pages')
        ? { status: 200, body: [] }
        : { status: 200, body: { items: [], total: 0 } },
    );
    renderWithClient(<SubscriberList />);
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
    expect(screen.getByText('Publish a lead magnet as an opt-in page to start your list.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your lead magnets' })).toHaveAttribute(
      'href',
      '/lead-magnet-generator',
    );
    // No page yet: nothing to narrow the list to.
    expect(screen.queryByLabelText('Source page')).toBeNull();
  });

  it('says when the filters match nobody, and clears them', async () => {
    const calls = serve(({ path }) =>
      path.startsWith('/api/audience/pages')
        ? pages
        : path.includes('status=')
          ? { status: 200, body: { items: [], total: 0 } }
          : { status: 200, body: { items: [subscriber(1)], total: 1 } },
    );
    renderWithClient(<SubscriberList />, `/audience?q=zed&status=bounced&source=${PAGE_ID}`);
    expect(await screen.findByText('No subscribers match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('zed');
    expect(screen.getByLabelText('Status')).toHaveValue('bounced');
    expect(
      calls.some(
        (c) => c.path === `/api/audience/subscribers?q=zed&status=bounced&page_id=${PAGE_ID}&limit=50&offset=0`,
      ),
    ).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'current address' })).toHaveTextContent(/^\/audience$/);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
  });

  it('says what failed and tries again', async () => {
    let fail = true;
    serve(({ path }) =>
      path.startsWith('/api/audience/pages')
        ? pages
        : fail
          ? { status: 500, body: { error: 'Something went wrong on our side.' } }
          : { status: 200, body: { items: [subscriber(1)], total: 1 } },
    );
    renderWithClient(<SubscriberList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page', async () => {
    const calls = serve(({ path }) =>
      path.startsWith('/api/audience/pages') ? pages : { status: 200, body: { items: [subscriber(1)], total: 1 } },
    );
    renderWithClient(<SubscriberList />, '/audience?page=3');
    await screen.findAllByTestId('subscriber-row');
    await userEvent.type(screen.getByLabelText('Search'), 'ada');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current address' })).toHaveTextContent(/^\/audience\?q=ada$/),
    );
    const searches = calls.filter((c) => c.path.startsWith('/api/audience/subscribers?q='));
    expect(searches.map((c) => c.path)).toEqual(['/api/audience/subscribers?q=ada&limit=50&offset=0']);
  });
});
