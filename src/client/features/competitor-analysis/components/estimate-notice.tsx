import { InfoIcon } from 'lucide-react';
import { ESTIMATE_NOTICE } from '../../../../shared/competitor-analysis';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { cn } from '@/lib/utils';

/** Said on every analysis and insight: nothing here was read from the competitor's real posts. */
export function EstimateNotice({ offline = false, className }: { offline?: boolean; className?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-2 text-xs text-muted-foreground', className)}>
      <span className="inline-flex items-center gap-1">
        <InfoIcon aria-hidden className="size-3.5 shrink-0" />
        {ESTIMATE_NOTICE}
      </span>
      {offline && <OfflineComposerBadge />}
    </div>
  );
}
