import { CAMPAIGN_STATUS_LABELS } from '../../../../shared/campaign-texts';
import type { TCampaignStatus } from '../../../../shared/campaigns';
import { Badge } from '@/components/ui/badge';

// Sending is the one state the primary colour marks: it is the one that is moving.
const VARIANT = {
  draft: 'outline',
  scheduled: 'secondary',
  sending: 'default',
  paused: 'warning',
  sent: 'success',
  cancelled: 'outline',
  failed: 'destructive',
} as const;

export function CampaignStatusBadge({ status }: { status: TCampaignStatus }) {
  return (
    <Badge
      variant={VARIANT[status]}
      className={status === 'cancelled' ? 'whitespace-nowrap text-muted-foreground' : 'whitespace-nowrap'}
    >
      {CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
