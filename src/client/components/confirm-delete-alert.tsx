import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { focusOnClose } from '@/lib/loading/dialog-on-demand';
import { buttonVariants } from '@/components/ui/button';

interface Props {
  title: React.ReactNode;
  description: React.ReactNode;
  onConfirm: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Gets the focus back when the dialog closes; without it, Radix's own choice. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** The dialog itself, loaded when it first opens (see confirm-delete-dialog.tsx). */
export function ConfirmDeleteAlert({ title, description, onConfirm, open, onOpenChange, returnFocusTo }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={focusOnClose(returnFocusTo)}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
