import { CheckIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/** A selectable card: a button with aria-pressed, so it works with Tab, Space and Enter. */
export function ToggleCard({
  pressed,
  onToggle,
  children,
  className,
  ...props
}: { pressed: boolean; onToggle: () => void } & Omit<React.ComponentProps<'button'>, 'onClick'>) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      className={cn(
        'relative flex w-full flex-col items-start gap-1 rounded-lg border p-3 pr-10 text-left text-sm transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50',
        pressed && 'border-primary bg-primary/5 hover:bg-primary/10',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className={cn(
          'absolute top-3 right-3 flex size-5 items-center justify-center rounded-full border',
          pressed && 'border-primary bg-primary text-primary-foreground',
        )}
      >
        {pressed && <CheckIcon className="size-3.5" />}
      </span>
      {children}
    </button>
  );
}
