import { DownloadIcon, LightbulbIcon } from 'lucide-react';
import * as React from 'react';
import type { TInsightType, TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { byPriority } from '../../../../shared/competitor-report';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { downloadText } from '@/lib/download';
import { type Filters, InsightFilters } from './insight-filters';
import { InsightCard } from './insight-card';

async function downloadCsv(analyses: readonly TSavedCompetitorAnalysis[]) {
  try {
    // Papaparse loads on the first download instead of with the screen.
    const { insightsToCsv, INSIGHTS_CSV_FILENAME } = await import('../../../../shared/competitor-csv');
    downloadText(INSIGHTS_CSV_FILENAME, insightsToCsv(analyses), 'text/csv;charset=utf-8');
    toast.success('Downloaded as CSV!');
  } catch {
    toast.error('The CSV file could not be made. Please try again.');
  }
}

interface Props {
  id: string;
  analyses: readonly TSavedCompetitorAnalysis[];
  /** The insight types this tab shows. */
  types: readonly TInsightType[];
  /** What the tab holds, in a sentence. */
  intro: string;
}

/** The insights of every analysis, filtered by type and priority, most urgent and surest first. */
export function InsightsPanel({ id, analyses, types, intro }: Props) {
  const [filters, setFilters] = React.useState<Filters>({ type: 'all', priority: 'all' });
  const shown = React.useMemo(
    () =>
      analyses
        .flatMap((a) => a.insights.map((insight) => ({ insight, source: a })))
        .filter(({ insight: i }) => types.includes(i.insight_type))
        .filter(({ insight: i }) => filters.type === 'all' || i.insight_type === filters.type)
        .filter(({ insight: i }) => filters.priority === 'all' || i.priority_level === filters.priority)
        .sort((x, y) => byPriority(x.insight, y.insight)),
    [analyses, types, filters],
  );
  const any = analyses.some((a) => a.insights.some((i) => types.includes(i.insight_type)));

  if (!any)
    return (
      <div className="grid justify-items-center gap-3 rounded-xl border border-dashed py-12 text-center">
        <LightbulbIcon aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-muted-foreground">No insights available</p>
      </div>
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{intro}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <InsightFilters id={id} types={types} value={filters} onChange={setFilters} />
        <Button variant="outline" size="sm" onClick={() => void downloadCsv(analyses)}>
          <DownloadIcon aria-hidden />
          Download CSV
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" role="status">
        {shown.length} {shown.length === 1 ? 'insight' : 'insights'}, most urgent first
      </p>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed py-8 text-center text-muted-foreground">
          No insights match these filters.
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map(({ insight, source }) => (
            <li key={insight.id} className="grid min-w-0">
              <InsightCard insight={insight} source={source} offline={source.offline} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
