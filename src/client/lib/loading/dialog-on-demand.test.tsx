// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { cleanDomForEachTest } from '@/components/ui/testing';
import { dialogOnDemand, focusOnClose, type OpenedDialogProps, useDialogOpener } from './dialog-on-demand';

cleanDomForEachTest();

function NameForm({ open, onOpenChange, opener }: OpenedDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={focusOnClose(opener)}>
        <DialogTitle>Rename</DialogTitle>
        <DialogDescription>Give it a new name.</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}

const load = vi.fn(() => Promise.resolve({ NameForm }));
const Form = dialogOnDemand(load, 'NameForm', (p) => p.open);

function Rename({ beforeOpen }: { beforeOpen: () => void }) {
  const { trigger, dialog } = useDialogOpener({ beforeOpen });
  return (
    <>
      <button type="button" {...trigger}>
        Rename
      </button>
      <Form {...dialog} />
    </>
  );
}

describe('useDialogOpener with a dialog on demand', () => {
  it('says the button opens a dialog, opens it after beforeOpen, and gives the focus back on close', async () => {
    const user = userEvent.setup();
    const beforeOpen = vi.fn();
    render(<Rename beforeOpen={beforeOpen} />);
    const button = screen.getByRole('button', { name: 'Rename' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(beforeOpen).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeVisible();
    expect(load).toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
