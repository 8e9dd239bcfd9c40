// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as React from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { cleanDomForEachTest } from '@/components/ui/testing';

cleanDomForEachTest();

function WithTrigger({ onConfirm }: { onConfirm: () => void }) {
  return (
    <ConfirmDeleteDialog
      title="Are you sure you want to delete this offer?"
      description="The offer is removed for good."
      onConfirm={onConfirm}
      trigger={<button type="button">Delete offer</button>}
    />
  );
}

describe('ConfirmDeleteDialog', () => {
  it('opens from its trigger with Cancel focused, and Cancel gives the focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<WithTrigger onConfirm={onConfirm} />);
    const trigger = screen.getByRole('button', { name: 'Delete offer' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.click(trigger);
    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure you want to delete this offer?' });
    expect(dialog).toHaveAccessibleDescription('The offer is removed for good.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Delete confirms once and closes; it opens again from the trigger', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<WithTrigger onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete offer' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete offer' }));
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });

  it('is controlled from outside without a trigger; Escape asks to close', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = React.useState(true);
      return (
        <ConfirmDeleteDialog
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            setOpen(next);
          }}
          title="Delete course"
          description="This also deletes its lessons."
          onConfirm={() => undefined}
        />
      );
    }
    render(<Controlled />);
    expect(await screen.findByRole('alertdialog', { name: 'Delete course' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
