// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GemIcon } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { NewResultButton } from './list-states';
import { type ListQuery, SavedResultsPage } from './saved-results-page';

cleanDomForEachTest();

type Item = { id: string; name: string };

function renderWith(query: ListQuery<Item>, errorText?: string) {
  render(
    <MemoryRouter>
      <SavedResultsPage
        docTitle="Offers | Brandforge"
        title="Offers"
        description="Every offer you made."
        newAction={<NewResultButton to="/offers/new" label="Create New Offer" />}
        query={query}
        loading={{ text: 'Loading your offers...', itemClassName: 'h-44' }}
        errorText={errorText}
        empty={{ icon: GemIcon, title: 'No offers yet', text: 'Make the first one.', action: <a href="/new">Start</a> }}
        renderItem={(item) => <article>{item.name}</article>}
      />
    </MemoryRouter>,
  );
}

const refetch = vi.fn();

describe('SavedResultsPage', () => {
  it('shows the heading and the new action, and announces the loading', () => {
    renderWith({ isPending: true, isError: false, data: undefined, error: null, refetch });
    expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create New Offer' })).toHaveAttribute('href', '/offers/new');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your offers...');
  });

  it("says what failed, in the tool's words or the error's, and tries again", async () => {
    renderWith({ isPending: false, isError: true, error: new Error('Network down'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Network down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("uses the tool's own failure text when it has one", () => {
    renderWith({ isPending: false, isError: true, error: new Error('500'), refetch }, 'Failed to fetch offers');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch offers');
  });

  it('shows the empty state, then the items in the order given', () => {
    renderWith({ isPending: false, isError: false, data: [], error: null, refetch });
    expect(screen.getByRole('heading', { level: 2, name: 'No offers yet' })).toBeVisible();
    cleanup();
    const data = [
      { id: 'b', name: 'Newest' },
      { id: 'a', name: 'Oldest' },
    ];
    renderWith({ isPending: false, isError: false, data, error: null, refetch });
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['Newest', 'Oldest']);
  });
});
