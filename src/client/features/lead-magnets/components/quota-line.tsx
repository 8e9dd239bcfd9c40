import { GaugeIcon } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { useUsage } from '@/lib/usage-query';

/** The month's quota, reused by the list and the wizard; admins are not metered. */
export function useLeadMagnetQuota() {
  const usage = useUsage().data?.lead_magnet;
  return { usage, atLimit: Boolean(usage && !usage.unlimited && usage.used >= usage.limit) };
}

/** docs/product/lead-magnets.md: 'Lead magnets this month: n/3', or 'Unlimited Lead Magnets (Admin)'. */
export function QuotaLine() {
  const { usage, atLimit } = useLeadMagnetQuota();
  if (!usage) return <Skeleton className="h-5 w-52" aria-label="Loading usage" />;
  return (
    <p
      className={
        atLimit
          ? 'flex items-center gap-1.5 text-sm text-warning'
          : 'flex items-center gap-1.5 text-sm text-muted-foreground'
      }
      data-testid="lm-quota"
    >
      <GaugeIcon aria-hidden className="size-4" />
      {usage.unlimited ? 'Unlimited Lead Magnets (Admin)' : `Lead magnets this month: ${usage.used}/${usage.limit}`}
    </p>
  );
}
