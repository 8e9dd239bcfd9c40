import type * as React from 'react';
import { ChevronDownIcon } from 'lucide-react';

import { cn } from '@/lib/utils';

/**
 * The browser's own select, drawn like the design system's Select trigger. For filters and short
 * settings whose choice applies at once: it needs no script to open (Radix's Select with its popper is
 * about 19 kB gzip), uses the phone's own picker, and follows the theme through `color-scheme`.
 */
function NativeSelect({
  className,
  size = 'default',
  placeholder,
  children,
  ...props
}: Omit<React.ComponentProps<'select'>, 'size'> & {
  size?: 'sm' | 'default';
  /** Shown, muted, while the value is empty; it cannot be chosen back. */
  placeholder?: string;
}) {
  return (
    <div data-slot="native-select-wrapper" className={cn('relative w-fit', className)}>
      <select
        data-slot="native-select"
        data-size={size}
        data-placeholder={placeholder !== undefined && !props.value ? '' : undefined}
        className="h-9 w-full min-w-0 appearance-none truncate rounded-md border border-input bg-transparent py-2 pr-9 pl-3 text-sm shadow-xs transition-[color,box-shadow] outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[size=sm]:h-8 data-[size=sm]:py-1 dark:bg-input/30 dark:hover:bg-input/50 dark:aria-invalid:ring-destructive/40 data-[placeholder]:text-muted-foreground [&>option]:bg-popover [&>option]:text-popover-foreground"
        {...props}
      >
        {placeholder !== undefined && (
          <option value="" disabled hidden>
            {placeholder}
          </option>
        )}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground opacity-50"
      />
    </div>
  );
}

export { NativeSelect };
