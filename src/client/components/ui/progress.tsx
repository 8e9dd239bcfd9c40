import type * as React from 'react';

import { cn } from '@/lib/utils';

type ProgressProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** 0 to `max`; `null` or absent while the amount is not known. */
  value?: number | null;
  max?: number;
};

/**
 * A progress bar with the progressbar role and the values a screen reader reads out (Radix's, about
 * 1.5 kB gzip on every wizard page, did only this).
 */
function Progress({ className, value, max = 100, ...props }: ProgressProps) {
  const now = typeof value === 'number' ? Math.min(Math.max(value, 0), max) : null;
  const percent = now === null ? 0 : (now / max) * 100;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={now ?? undefined}
      aria-valuetext={now === null ? undefined : `${Math.round(percent)}%`}
      data-slot="progress"
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-primary/20', className)}
      {...props}
    >
      <div
        data-slot="progress-indicator"
        className="h-full w-full flex-1 bg-primary transition-all"
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </div>
  );
}

export { Progress };
