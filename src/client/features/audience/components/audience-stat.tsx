import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface Props {
  label: string;
  /** Undefined while loading. */
  value: string | undefined;
  icon: LucideIcon;
}

/**
 * One count, as the app's stat cards show it; on a phone, two to a row, the icon gives its room to the
 * label ('Unsubscribed' would break in the middle of the word).
 */
export function AudienceStat({ label, value, icon: Icon }: Props) {
  return (
    <Card className="h-full py-4">
      <CardContent className="flex items-center gap-4 px-4">
        <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
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
