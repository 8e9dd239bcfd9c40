import type * as React from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DeleteButton, type DeleteButtonProps } from './delete-button';

/** What a tool's delete mutation hook returns; TanStack's `useMutation` result fits. */
export interface DeleteMutation {
  mutate: (id: string, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/** One saved result's delete, as its tool words it. */
export interface Deletion {
  id: string;
  /** The tool's delete hook (a module-level hook, so every render calls the same one). */
  useRemove: () => DeleteMutation;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The icon button's accessible name on a list card. */
  label?: string;
  /** The toasts after the delete. */
  deleted: string;
  failed: string;
  /** Show the server's reason when it gives one, `failed` when it does not. */
  failedWithReason?: boolean;
}

interface Props extends Omit<DeleteButtonProps, 'onClick' | 'disabled'> {
  of: Deletion;
  onDeleted?: (id: string) => void;
  /** Where to go once it is deleted, e.g. from its own page back to the list; replaces the gone page in history. */
  goTo?: string;
  /** Controlled from outside, with no button of its own (a list that opens it from an item's menu). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * The one delete flow for saved results: a confirmation, the mutation, a toast either way, and where to
 * go afterwards. The tool brings only its texts and its delete hook (a `Deletion`).
 */
export function ConfirmDelete({ of, onDeleted, goTo, open, onOpenChange, ...button }: Props) {
  const remove = of.useRemove();
  const navigate = useNavigate();
  const { id } = of;
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(of.deleted);
        onDeleted?.(id);
        if (goTo) void navigate(goTo, { replace: true });
      },
      onError: (e) => toast.error(of.failedWithReason ? errorMessage(e, of.failed) : of.failed),
    });
  const controlled = open !== undefined;
  return (
    <ConfirmDeleteDialog
      title={of.title}
      description={of.description}
      onConfirm={confirm}
      open={open}
      onOpenChange={onOpenChange}
      trigger={
        controlled ? undefined : (
          <DeleteButton aria-label={button.labelled ? undefined : of.label} disabled={remove.isPending} {...button} />
        )
      }
    />
  );
}
