import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultCard } from '@/components/saved-results/saved-result-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { analysisDeletion } from './analysis-deletion';

/** One saved analysis; the whole card opens it, the delete button sits above that link. */
export function AnalysisCard({ analysis }: { analysis: TPainPointAnalysisRecord }) {
  const r = analysis.result;
  const counts = [
    [r.personas.length, 'personas'],
    [r.pain_points.length, 'pain points'],
    [r.content_ideas.length, 'content ideas'],
  ] as const;
  return (
    <SavedResultCard
      testId="analysis-card"
      title={analysis.product_name}
      href={paths.painPointAnalysis(analysis.id)}
      deleteAction={<ConfirmDelete of={analysisDeletion(analysis)} />}
    >
      <p className="line-clamp-3 break-words text-muted-foreground">{analysis.product_description}</p>
      <ul className="flex flex-wrap gap-x-3 gap-y-1">
        {counts.map(([n, label]) => (
          <li key={label}>
            <span className="font-semibold">{n}</span> {label}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {analysis.target_market && (
          <Badge variant="secondary" className="max-w-full" title={analysis.target_market}>
            <span className="truncate">{analysis.target_market}</span>
          </Badge>
        )}
        {analysis.price_range && (
          <Badge variant="outline" className="max-w-full" title={analysis.price_range}>
            <span className="truncate">{analysis.price_range}</span>
          </Badge>
        )}
        <time dateTime={analysis.created_at} className="ml-auto text-xs text-muted-foreground">
          {shortDate(analysis.created_at)}
        </time>
      </div>
    </SavedResultCard>
  );
}
