import { Badge } from '@/components/ui/badge';

/** docs/product/offer-engineering.md: 'completed' is the default badge, any other status a secondary one. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant={status === 'completed' ? 'default' : 'secondary'} data-testid="offer-status">
      {status}
    </Badge>
  );
}
