import { Link } from 'react-router';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DeleteAnalysisButton } from './delete-analysis-button';
import { shortDate } from '@/lib/format-date';

/** One saved analysis; the whole card opens it, the delete button sits above that link. */
export function AnalysisCard({ analysis }: { analysis: TPainPointAnalysisRecord }) {
  const r = analysis.result;
  const counts = [
    [r.personas.length, 'personas'],
    [r.pain_points.length, 'pain points'],
    [r.content_ideas.length, 'content ideas'],
  ] as const;
  return (
    <Card
      className="relative min-w-0 gap-3 transition-colors focus-within:ring-2 focus-within:ring-ring hover:border-primary/50"
      data-testid="analysis-card"
    >
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle className="min-w-0 text-lg break-words">
          <h2>
            <Link
              to={paths.painPointAnalysis(analysis.id)}
              className="outline-none after:absolute after:inset-0 after:content-['']"
            >
              {analysis.product_name}
            </Link>
          </h2>
        </CardTitle>
        <DeleteAnalysisButton analysis={analysis} className="relative z-10 -mt-1 -mr-2" />
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{analysis.product_description}</p>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
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
      </CardContent>
    </Card>
  );
}
