import { GaugeIcon } from 'lucide-react';
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useUsage } from '@/lib/usage-query';
import { atLimit, usageText } from '../usage-text';

export function PlanUsage() {
  const usage = useUsage();
  React.useEffect(() => {
    if (usage.isError) toast.error('Failed to check generation limits');
  }, [usage.isError]);
  if (usage.isPending) return <Skeleton className="h-6 w-48" aria-label="Loading usage" />;
  if (usage.isError) return null;
  const { content } = usage.data;
  return (
    <Badge variant={atLimit(content) ? 'warning' : 'secondary'} className="gap-1.5" data-testid="plan-usage">
      <GaugeIcon aria-hidden />
      {usageText(content)}
    </Badge>
  );
}
