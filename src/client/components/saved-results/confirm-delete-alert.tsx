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
import { buttonVariants } from '@/components/ui/button';

interface Props {
  title: React.ReactNode;
  description: React.ReactNode;
  onConfirm: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The destructive button's text: 'Delete' unless the action is another one that cannot be undone. */
  confirmLabel?: string;
  /** Gets the focus back when the dialog closes; without it, Radix's own choice. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
}

/** The dialog itself, loaded on demand (see confirm-delete-dialog.tsx). */
export function ConfirmDeleteAlert({ title, description, onConfirm, open, onOpenChange, ...o }: Props) {
  const { confirmLabel = 'Delete', returnFocusTo } = o;
  // Radix gives the focus back only to its own Trigger, and the opener lives outside this module.
  const returnFocus = (event: Event) => {
    if (!returnFocusTo?.current) return;
    event.preventDefault();
    returnFocusTo.current.focus();
  };
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: 'destructive' })} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
