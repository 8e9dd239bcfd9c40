import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { onDemand, useOnDemand } from '@/lib/loading/on-demand';

// Radix's alert dialog with its focus trap and scroll lock is about 10 kB gzip: a page with delete
// buttons fetches it once it is idle, and mounts it on the first open (it then stays, to animate closed).
const alertModule = onDemand(() => import('./confirm-delete-alert'));

interface Props {
  title: React.ReactNode;
  description: React.ReactNode;
  onConfirm: () => void;
  /** The element that opens the dialog; leave it out and pass `open` to control it from outside. */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Every delete in the app asks first, the same way: Cancel has the focus, Delete is red. */
export function ConfirmDeleteDialog({ title, description, onConfirm, trigger, open, onOpenChange }: Props) {
  const [ownOpen, setOwnOpen] = React.useState(false);
  const isOpen = open ?? ownOpen;
  const opened = useOpenedOnce(isOpen);
  const loaded = useOnDemand(alertModule);
  const triggerRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    // Opened before the idle prefetch arrived: fetch now (a failed fetch is retried on the next open).
    if (opened) alertModule.load().catch(() => undefined);
  }, [opened]);

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  const Alert = opened ? loaded?.ConfirmDeleteAlert : undefined;

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
      {Alert ? (
        <Alert
          open={isOpen}
          onOpenChange={setOpen}
          title={title}
          description={description}
          onConfirm={onConfirm}
          returnFocusTo={trigger ? triggerRef : undefined}
        />
      ) : null}
    </>
  );
}
