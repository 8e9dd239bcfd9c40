// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { renderWithClient, serve, subscriber } from '../components/subscriber-testing';
import { AudiencePage } from './audience-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() }, ensureToaster: () => {} }));

cleanDomForEachTest();
afterEach(() => vi.unstubAllGlobals());

const perDay = Array.from({ length: 30 }, (_, i) => ({
  day: `2026-10-${String(i + 1).padStart(2, '0')}`,
  count: i === 29 ? 3 : i === 3 ? 1 : 0,
}));

function answer(waiting: number) {
  return serve(({ path }) => {
    if (path === '/api/audience/pages/sending')
      return { status: 200, body: { sent_today: 500, daily_limit: 500, waiting_for_tomorrow: waiting } };
    if (path === '/api/audience/pages') return { status: 200, body: [] };
    if (path === '/api/audience/subscribers/stats')
      return {
        status: 200,
        body: { total: 7, by_status: { subscribed: 4, unconfirmed: 1, unsubscribed: 1, bounced: 1 }, per_day: perDay },
      };
    return { status: 200, body: { items: [subscriber(1)], total: 1 } };
  });
}

describe('/audience', () => {
  it('has its header, the two sections, the counts by status and the chart as a table', async () => {
    answer(0);
    renderWithClient(<AudiencePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Audience' })).toBeInTheDocument();
    expect(screen.getByText('The people who asked to hear from you.')).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Audience' });
    expect(within(sections).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('href', '/audience');
    expect(within(sections).getByRole('link', { name: 'Opt-in pages' })).toHaveAttribute('href', '/audience/pages');
    expect(screen.getByRole('button', { name: 'Import subscribers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();

    expect(await screen.findByTestId('stat-Subscribed')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-Bounced')).toHaveTextContent('1');
    expect(screen.getByText('4 new subscribers in the last 30 days; the most on Oct 30 (3).')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'New subscribers per day, last 30 days' });
    expect(within(table).getByRole('row', { name: 'Friday, October 30 3' })).toBeInTheDocument();
    expect(screen.queryByText(/sending limit/)).toBeNull();
  });

  it("says when today's sending limit holds mails back until tomorrow", async () => {
    answer(120);
    renderWithClient(<AudiencePage />);
    expect(
      await screen.findByText("You reached today's sending limit of 500 emails. 120 emails wait and go out tomorrow."),
    ).toBeInTheDocument();
  });
});
