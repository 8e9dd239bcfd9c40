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

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** A second line, such as what happens to unsaved changes. */
  note?: string | null | undefined;
  confirmLabel: string;
  onConfirm: () => void;
  /** The button that opened it gets the focus back. */
  opener: React.RefObject<HTMLElement | null>;
}

/** Asks before a change that reaches readers or replaces the member's text; nothing here is destroyed. */
export function SequenceConfirm({ open, onOpenChange, title, description, note, confirmLabel, ...o }: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent onCloseAutoFocus={focusOnClose(o.opener)}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {note && <p className="text-sm text-warning">{note}</p>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={o.onConfirm}>{confirmLabel}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
