import { GaugeIcon } from 'lucide-react';
import type { TQuotaUsage } from '../../shared/limits';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';

/** A tool screen's quota this month, 'N/10 used this month', or 'Unlimited' for admins. */
export function UsageBadge({ usage, testId }: { usage: TQuotaUsage | undefined; testId?: string }) {
  if (!usage) return <Skeleton className="h-6 w-36" aria-label="Loading usage" />;
  const full = !usage.unlimited && usage.used >= usage.limit;
  return (
    <Badge variant={full ? 'destructive' : 'secondary'} className="gap-1.5 text-xs" data-testid={testId}>
      <GaugeIcon aria-hidden />
      {usage.unlimited ? `${usage.used} used · Unlimited` : `${usage.used}/${usage.limit} used this month`}
    </Badge>
  );
}
