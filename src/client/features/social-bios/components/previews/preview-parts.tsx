import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** What every profile mock-up shows: the user's name, a handle made from it, and one bio. */
export interface TPreviewProps {
  name: string;
  handle: string;
  initials: string;
  bio: string;
}

/** A round avatar with the user's initials (no photo is uploaded anywhere). */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-700 font-semibold text-white',
        className,
      )}
    >
      {initials}
    </span>
  );
}

/** Looks like the platform's button; it is only a picture of one, so it is not focusable. */
export function FakeButton({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span
      className={cn('inline-flex items-center justify-center rounded-md px-3 py-1.5 text-xs font-semibold', className)}
    >
      {children}
    </span>
  );
}

export function Stat({ value, label, className }: { value: string; label: string; className?: string }) {
  return (
    <span className={cn('flex flex-col items-center leading-tight', className)}>
      <span className="text-sm font-semibold">{value}</span>
      <span className="text-xs">{label}</span>
    </span>
  );
}
