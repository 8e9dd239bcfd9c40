import type { TSubscriberStatus } from '../../../../shared/audience';
import { Badge } from '@/components/ui/badge';
import { STATUS_LABELS } from './subscriber-view';

// Green for the list that is mailed, amber for those who have not confirmed yet, red for an address the
// mail server refused, and plain for those who left (docs/brand.md's severity colours).
const LOOK = {
  subscribed: { variant: 'success', className: '' },
  unconfirmed: { variant: 'warning', className: '' },
  unsubscribed: { variant: 'outline', className: 'text-muted-foreground' },
  bounced: { variant: 'outline', className: 'border-destructive/30 bg-destructive/10 text-destructive' },
} as const;

export function SubscriberStatusBadge({ status }: { status: TSubscriberStatus }) {
  const { variant, className } = LOOK[status];
  return (
    <Badge variant={variant} className={`whitespace-nowrap ${className}`}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
