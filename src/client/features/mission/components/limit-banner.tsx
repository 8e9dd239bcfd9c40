import { OctagonAlertIcon, TriangleAlertIcon } from 'lucide-react';
import type { TQuotaBanner } from '../mission-quota';
import { cn } from '@/lib/utils';

/** The monthly-limit warning (from 8 used) or the destructive banner at the limit. */
export function LimitBanner({ banner }: { banner: TQuotaBanner }) {
  if (!banner) return null;
  const limit = banner.kind === 'limit';
  const Icon = limit ? OctagonAlertIcon : TriangleAlertIcon;
  return (
    <div
      role={limit ? 'alert' : 'status'}
      data-testid="mission-limit-banner"
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm',
        limit
          ? 'border-destructive/40 bg-destructive/10 text-destructive'
          : 'border-warning/40 bg-warning/10 text-warning',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p className="font-medium">{banner.text}</p>
    </div>
  );
}
