// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { ConfirmDelete, type DeleteMutation, type Deletion } from './confirm-delete';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast, ensureToaster: () => {} }));

cleanDomForEachTest();

let outcome: 'ok' | Error = 'ok';
const mutate = vi.fn<DeleteMutation['mutate']>((_id, { onSuccess, onError }) =>
  outcome === 'ok' ? onSuccess() : onError(outcome),
);
const useRemove = () => ({ mutate, isPending: false });

const deletion = (over: Partial<Deletion> = {}): Deletion => ({
  id: 'o-1',
  useRemove,
  title: 'Are you sure you want to delete this offer?',
  description: 'The offer is removed for good.',
  label: 'Delete the offer for "Good Dog"',
  deleted: 'Offer deleted successfully!',
  failed: 'Failed to delete offer',
  ...over,
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderAt(element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/offers/o-1', element },
      { path: '/offers', element: <Where /> },
    ],
    { initialEntries: ['/offers', '/offers/o-1'], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  outcome = 'ok';
  vi.clearAllMocks();
});

describe('ConfirmDelete', () => {
  it('deletes after the confirmation, says so, and goes to the list in place of the gone page', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    const router = renderAt(<ConfirmDelete of={deletion()} labelled goTo="/offers" onDeleted={onDeleted} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this offer?' });
    expect(mutate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(mutate).toHaveBeenCalledWith('o-1', expect.anything());
    expect(toast.success).toHaveBeenCalledWith('Offer deleted successfully!');
    expect(onDeleted).toHaveBeenCalledWith('o-1');
    expect(await screen.findByTestId('where')).toHaveTextContent('/offers');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("shows the server's reason when the tool asks for it, the tool's own words otherwise", async () => {
    const user = userEvent.setup();
    outcome = new Error('That offer does not exist.');
    renderAt(
      <>
        <ConfirmDelete of={deletion({ failedWithReason: true })} />
        <ConfirmDelete of={deletion({ id: 'o-2', label: 'Delete the other' })} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete the offer for "Good Dog"' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(toast.error).toHaveBeenLastCalledWith('That offer does not exist.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete the other' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(toast.error).toHaveBeenLastCalledWith('Failed to delete offer');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('is opened from outside with no button of its own', async () => {
    const user = userEvent.setup();
    const onDeleted = vi.fn();
    function FromAMenu() {
      const [open, setOpen] = React.useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            More
          </button>
          <ConfirmDelete of={deletion()} open={open} onOpenChange={setOpen} onDeleted={onDeleted} />
        </>
      );
    }
    renderAt(<FromAMenu />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDeleted).toHaveBeenCalledWith('o-1');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
