import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

export interface Stat {
  label: string;
  /** Shown as given, so each screen keeps its own number format; undefined while loading. */
  value: string | number | undefined;
  icon: LucideIcon;
  /**
   * Cards two to a row on a phone: the icon gives its room to the label there ('Unsubscribed' would
   * break in the middle of the word), and each card fills its row's height.
   */
  narrow?: boolean;
}

/** One count with its icon; a value still loading shows as a skeleton of its size. */
export function StatCard({ label, value, icon: Icon, narrow = false }: Stat) {
  return (
    <Card className={cn('py-4', narrow && 'h-full')}>
      <CardContent className="flex items-center gap-4 px-4">
        <span
          className={cn(
            'size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary',
            narrow ? 'hidden sm:flex' : 'flex',
          )}
        >
          <Icon aria-hidden className="size-5" />
        </span>
        <div className="grid min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          {value === undefined ? (
            <Skeleton className="mt-1 h-7 w-12" />
          ) : (
            <p className="text-2xl font-semibold tabular-nums" data-testid={`stat-${label}`}>
              {value}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
