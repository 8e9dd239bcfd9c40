// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { AudienceDashboardCard } from './audience-dashboard-card';
import { renderWithClient, serve } from './subscriber-testing';

cleanDomForEachTest();
afterEach(() => vi.unstubAllGlobals());

const perDay = (counts: number[]) =>
  counts.map((count, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

const stats = (subscribed: number, counts: number[]) => ({
  total: subscribed + 2,
  by_status: { subscribed, unconfirmed: 1, unsubscribed: 1, bounced: 0 },
  per_day: perDay(counts),
});

describe("the dashboard's Audience card", () => {
  it('shows the subscribed count and the new subscribers of the last 7 days, and opens the audience', async () => {
    const calls = serve(() => ({
      status: 200,
      body: stats(1_204, [...Array<number>(23).fill(9), 0, 2, 0, 1, 0, 3, 1]),
    }));
    renderWithClient(<AudienceDashboardCard />, '/dashboard');
    expect(await screen.findByTestId('audience-subscribed')).toHaveTextContent('1,204');
    expect(screen.getByTestId('audience-new')).toHaveTextContent('+7 new in the last 7 days');
    expect(screen.getByRole('link', { name: 'Open Audience' })).toHaveAttribute('href', '/audience');
    expect(calls.map((c) => c.path)).toEqual(['/api/audience/subscribers/stats']);
  });

  it('says there is nobody yet and leads to the lead magnets', async () => {
    serve(() => ({
      status: 200,
      body: {
        total: 0,
        by_status: { subscribed: 0, unconfirmed: 0, unsubscribed: 0, bounced: 0 },
        per_day: perDay([0]),
      },
    }));
    renderWithClient(<AudienceDashboardCard />, '/dashboard');
    expect(await screen.findByText('No subscribers yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Publish a lead magnet' })).toHaveAttribute(
      'href',
      '/lead-magnet-generator',
    );
  });

  it('says when the counts cannot be loaded', async () => {
    serve(() => ({ status: 500, body: { error: 'Something went wrong on our side.' } }));
    renderWithClient(<AudienceDashboardCard />, '/dashboard');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
