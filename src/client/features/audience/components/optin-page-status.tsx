import type { TOptinPageRecord } from '../../../../shared/audience-texts';
import { Badge } from '@/components/ui/badge';
import { OPTIN_STATUS_LABELS } from './optin-page-texts';

/** Live or Offline; an admin's takedown says so in its tooltip and to screen readers. */
export function OptinPageStatus({ page }: { page: Pick<TOptinPageRecord, 'status' | 'unpublished_by'> }) {
  const live = page.status === 'published';
  const byAdmin = page.unpublished_by === 'admin';
  return (
    <Badge variant={live ? 'success' : byAdmin ? 'warning' : 'outline'} className="whitespace-nowrap">
      {OPTIN_STATUS_LABELS[page.status]}
      {byAdmin && <span className="sr-only"> (taken down by an admin)</span>}
    </Badge>
  );
}
