import type { TSavedInsight } from '../../../../shared/competitor-analysis';
import { percent } from '../../../../shared/competitor-report';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { PRIORITY_LABELS, PRIORITY_VARIANT, TYPE_LABELS } from '../labels';

/** Type, priority and confidence of one insight, as words (colour alone says nothing to a screen reader). */
export function InsightBadges({ insight }: { insight: TSavedInsight }) {
  const priority = insight.priority_level;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <Badge variant="secondary">{TYPE_LABELS[insight.insight_type]}</Badge>
      <Badge
        variant={PRIORITY_VARIANT[priority]}
        className={cn(priority === 'high' && 'border-destructive/40 bg-destructive/10 text-destructive')}
      >
        {PRIORITY_LABELS[priority]} priority
      </Badge>
      <Badge variant="outline" title="How sure the estimate is">
        {percent(insight.confidence_score)} confidence
      </Badge>
    </div>
  );
}
