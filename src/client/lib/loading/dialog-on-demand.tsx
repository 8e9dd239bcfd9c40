import * as React from 'react';
import { useOpenedOnce } from '@/hooks/use-opened-once';
import { prefetchWhenIdle } from '@/lib/loading/idle';

/**
 * A dialog whose code is not part of its page: Radix's dialog with its focus trap and scroll lock is
 * about 10 kB gzip. The code is fetched once the page is idle, so the first open does not wait; the
 * dialog mounts on its first open and then stays, so it can still animate closed. `isOpen` reads the
 * dialog's own props (`open`, or a selected item that is not null).
 */
export function dialogOnDemand<P extends object, K extends string>(
  load: () => Promise<Record<K, React.ComponentType<P>>>,
  name: K,
  isOpen: (props: P) => boolean,
): React.ComponentType<P> {
  const Dialog = React.lazy(async (): Promise<{ default: React.ComponentType<P> }> => ({
    default: (await load())[name],
  }));
  function DialogOnDemand(props: P) {
    const opened = useOpenedOnce(isOpen(props));
    React.useEffect(() => prefetchWhenIdle(load), []);
    if (!opened) return null;
    return (
      <React.Suspense fallback={null}>
        <Dialog {...props} />
      </React.Suspense>
    );
  }
  DialogOnDemand.displayName = `OnDemand(${name})`;
  return DialogOnDemand;
}

/**
 * `onCloseAutoFocus` for a dialog opened by a button outside it (Radix returns the focus only to its
 * own Trigger): gives the focus back to `opener`. Without an opener, Radix's own choice stands.
 */
export const focusOnClose = (opener?: React.RefObject<HTMLElement | null>) => (event: Event) => {
  if (!opener?.current) return;
  event.preventDefault();
  opener.current.focus();
};

/** What a dialog opened by a button outside it receives (see `useDialogOpener`). */
export interface OpenedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the focus goes back there when it closes (`focusOnClose`). */
  opener: React.RefObject<HTMLElement | null>;
}

/**
 * A dialog opened by a button outside it: its open state, the button's props (its ref, that it opens a
 * dialog and whether it is open, the click; `open` runs `beforeOpen` first) and the dialog's props.
 */
export function useDialogOpener({ beforeOpen }: { beforeOpen?: () => void } = {}) {
  const [open, setOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  const show = () => {
    beforeOpen?.();
    setOpen(true);
  };
  return {
    setOpen,
    trigger: { ref: opener, 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onClick: show },
    dialog: { open, onOpenChange: setOpen, opener } satisfies OpenedDialogProps,
  };
}
