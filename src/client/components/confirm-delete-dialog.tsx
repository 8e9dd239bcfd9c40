import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import { lazyNamed } from '@/app/lazy-named';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { prefetchWhenIdle } from '@/lib/idle';

const loadAlert = () => import('@/components/confirm-delete-alert');
const ConfirmDeleteAlert = lazyNamed(loadAlert, 'ConfirmDeleteAlert');

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
 * Every delete in the app asks first, the same way: Cancel has the focus, Delete is red. The dialog's
 * code (Radix's alert dialog with its focus trap and scroll lock, about 10 kB gzip) is fetched once the
 * page is idle and mounts on the first open, so a page with delete buttons does not wait for it.
 */
export function ConfirmDeleteDialog({ title, description, onConfirm, trigger, open, onOpenChange }: Props) {
  const [ownOpen, setOwnOpen] = React.useState(false);
  const isOpen = open ?? ownOpen;
  const opened = useOpenedOnce(isOpen);
  const triggerRef = React.useRef<HTMLElement>(null);
  React.useEffect(() => prefetchWhenIdle(loadAlert), []);

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
      {opened ? (
        <React.Suspense fallback={null}>
          <ConfirmDeleteAlert
            open={isOpen}
            onOpenChange={setOpen}
            title={title}
            description={description}
            onConfirm={onConfirm}
            returnFocusTo={trigger ? triggerRef : undefined}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
