import { cn } from '@/lib/utils';

/** The Brandforge mark: a "B" on the primary colour. Decorative; the name is always written beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 8h9a5 5 0 0 1 2.6 9.3A5 5 0 0 1 19 26h-9z"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path d="M10 16.5h8" className="stroke-primary-foreground" strokeWidth="3" />
    </svg>
  );
}
