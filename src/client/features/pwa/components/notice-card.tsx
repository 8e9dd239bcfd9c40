import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The floating card the install prompt and the update notice share; it takes clicks, its stack does not. */
export function NoticeCard({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'pointer-events-auto w-full max-w-sm animate-in rounded-xl border bg-popover p-4 text-popover-foreground shadow-lg fade-in-0 slide-in-from-bottom-2',
        className,
      )}
      {...props}
    />
  );
}
