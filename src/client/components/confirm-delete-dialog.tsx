import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import { dialogOnDemand } from '@/lib/loading/dialog-on-demand';

const ConfirmDeleteAlert = dialogOnDemand(
  () => import('@/components/confirm-delete-alert'),
  'ConfirmDeleteAlert',
  (props) => props.open,
);

interface Props {
  title: React.ReactNode;
  description: React.ReactNode;
  onConfirm: () => void;
  /** The element that opens the dialog; leave it out and pass `open` to control it from outside. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Every delete in the app asks first, the same way: Cancel has the focus, Delete is red. The dialog
 * itself loads on demand (lib/loading/dialog-on-demand.tsx), so a page with delete buttons does not wait for it.
 */
export function ConfirmDeleteDialog({ title, description, onConfirm, trigger, open, onOpenChange }: Props) {
  const [ownOpen, setOwnOpen] = React.useState(false);
  const isOpen = open ?? ownOpen;
  const triggerRef = React.useRef<HTMLElement>(null);

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {trigger ? (
        <SlotPrimitive.Slot
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          data-state={isOpen ? 'open' : 'closed'}
          onClick={() => setOpen(true)}
        >
          {trigger}
        </SlotPrimitive.Slot>
      ) : null}
      <ConfirmDeleteAlert
        open={isOpen}
        onOpenChange={setOpen}
        title={title}
        description={description}
        onConfirm={onConfirm}
        returnFocusTo={trigger ? triggerRef : undefined}
      />
    </>
  );
}
