import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export interface Stat {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
}

/** A row of stat cards; a value still loading shows as a skeleton of its size. */
export function StatCards({ stats }: { stats: Stat[] }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {stats.map(({ label, value, icon: Icon }) => (
        <Card key={label} className="py-4">
          <CardContent className="flex items-center gap-4 px-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="grid min-w-0">
              <p className="text-sm text-muted-foreground">{label}</p>
              {value === undefined ? (
                <Skeleton className="mt-1 h-7 w-12" />
              ) : (
                <p className="text-2xl font-semibold tabular-nums" data-testid={`stat-${label}`}>
                  {value.toLocaleString('en-US')}
                </p>
              )}
            </div>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
