import { LoaderCircleIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Shown while a route's code or the auth state loads (spec: 'Loading...'). */
export function LoadingScreen({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-svh flex-col items-center justify-center gap-3 px-6 text-center text-muted-foreground',
        className,
      )}
    >
      <LoaderCircleIcon aria-hidden className="size-6 animate-spin motion-reduce:animate-none" />
      <p className="text-sm">{label}</p>
    </div>
  );
}
