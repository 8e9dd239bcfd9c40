import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';
import type * as TooltipCode from '@/components/ui/tooltip';
import type { TooltipContent } from '@/components/ui/tooltip';
import { whenIdle } from '@/lib/loading/idle';

/*
 * A tooltip whose code comes after the page. Radix's tooltip, with the positioning library under it,
 * is about 17 kB gzip, and the app shell shows tooltips on every signed-in page. Until it has loaded
 * (once the browser is idle after the first hint mounts) the trigger renders on its own; a tooltip is
 * never needed for the first paint. When it arrives, each trigger is rendered again inside the
 * tooltip, so a trigger that had the focus gets it back.
 */

type TooltipModule = typeof TooltipCode;

let tooltipModule: TooltipModule | null = null;
let loading: Promise<void> | null = null;
/** What had the focus just before the triggers were rendered again. */
let focusedAtSwap: Element | null = null;
const listeners = new Set<() => void>();

/** Fetches the tooltip code once. A failed fetch (offline) leaves triggers without hints; the next hint tries again. */
export function loadHints(): Promise<void> {
  loading ??= import('@/components/ui/tooltip').then(
    (module) => {
      focusedAtSwap = document.activeElement;
      tooltipModule = module;
      listeners.forEach((listener) => listener());
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const useTooltipModule = () =>
  React.useSyncExternalStore(
    subscribe,
    () => tooltipModule,
    () => null,
  );

type HintProps = Omit<React.ComponentProps<typeof TooltipContent>, 'content'> & {
  /** What the tooltip says. */
  content: React.ReactNode;
  /** False keeps the tooltip closed (the sidebar's labels while they are visible). */
  show?: boolean;
  /** The trigger: one element that takes a ref and the tooltip's event handlers. */
  children: React.ReactElement;
};

/** Radix's tooltip around `children`, loaded after the page; see the note above. */
export function Hint({ content, show = true, children, ...contentProps }: HintProps) {
  const tooltip = useTooltipModule();
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLElement | null>(null);
  const triggerBeforeLoad = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => {
    if (!tooltip) return whenIdle(() => void loadHints());
  }, [tooltip]);

  React.useLayoutEffect(() => {
    const before = triggerBeforeLoad.current;
    if (tooltip && before && before === focusedAtSwap && !before.isConnected) trigger.current?.focus();
  }, [tooltip]);

  const keep = (node: HTMLElement | null) => {
    trigger.current = node;
    if (node && !tooltip) triggerBeforeLoad.current = node;
  };
  if (!tooltip) return <SlotPrimitive.Slot ref={keep}>{children}</SlotPrimitive.Slot>;
  const { Tooltip, TooltipTrigger, TooltipContent: Content } = tooltip;
  return (
    <Tooltip open={show && open} onOpenChange={setOpen}>
      <TooltipTrigger asChild ref={keep}>
        {children}
      </TooltipTrigger>
      <Content {...contentProps}>{content}</Content>
    </Tooltip>
  );
}
