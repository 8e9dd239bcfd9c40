import type * as React from 'react';

import { cn } from '@/lib/utils';

type SwitchProps = Omit<React.ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/**
 * An on/off switch drawn over a native checkbox with the switch role: the browser gives it its label,
 * Space, form reset and forced-colours support, and no script beyond this (Radix's switch was about
 * 2 kB gzip on every generator page). The thumb follows the box through `peer-checked`.
 */
function Switch({ className, checked, onCheckedChange, ...props }: SwitchProps) {
  return (
    <span data-slot="switch" className={cn('relative inline-flex h-[1.15rem] w-8 shrink-0', className)}>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className="peer size-full cursor-pointer appearance-none rounded-full border border-transparent bg-input shadow-xs transition-all outline-none checked:bg-primary focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-input/80 dark:checked:bg-primary"
        {...props}
      />
      <span
        aria-hidden
        data-slot="switch-thumb"
        className="pointer-events-none absolute top-1/2 left-px block size-4 -translate-y-1/2 rounded-full bg-background transition-transform peer-checked:translate-x-[calc(100%-2px)] peer-disabled:opacity-50 dark:bg-foreground dark:peer-checked:bg-primary-foreground"
      />
    </span>
  );
}

export { Switch };
