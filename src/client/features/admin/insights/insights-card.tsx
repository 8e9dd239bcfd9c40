import { DownloadIcon } from 'lucide-react';
import * as React from 'react';
import {
  INSIGHTS_CHART_TITLES,
  type TInsightsChart,
  type TInsightsChartRecord,
  type TInsightsQuery,
} from '../../../../shared/admin-insights';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { insightsExportUrl, useInsights } from '../api/get-insights';
import { InsightsTable } from './insights-table';
import { ShareList } from './share-list';
import { chartSummary, isEmptyChart, rangeName } from './insights-summary';

// recharts is most of this screen's weight: one chunk for every chart, after the cards are on screen.
export const loadCharts = () => import('./insights-charts');
const InsightsChart = lazyNamed(loadCharts, 'InsightsChart');

type View = 'chart' | 'table';

function ViewToggle({ view, onChange, title }: { view: View; onChange: (v: View) => void; title: string }) {
  return (
    <div role="group" aria-label={`Show ${title} as`} className="inline-flex rounded-md border p-0.5">
      {(['chart', 'table'] as const).map((v) => (
        <Button
          key={v}
          type="button"
          size="sm"
          variant={view === v ? 'secondary' : 'ghost'}
          className="h-7 px-2.5"
          aria-pressed={view === v}
          onClick={() => onChange(v)}
        >
          {v === 'chart' ? 'Chart' : 'Table'}
        </Button>
      ))}
    </div>
  );
}

function Body({ record, view, title }: { record: TInsightsChartRecord; view: View; title: string }) {
  const empty = isEmptyChart(record);
  const caption = `${title}, ${rangeName(record.range)}`;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      {empty && <p className="text-sm text-muted-foreground">Nothing yet in this range.</p>}
      {view === 'table' ? (
        <InsightsTable record={record} caption={caption} />
      ) : record.chart === 'ai-latency' && empty ? null : (
        <React.Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <InsightsChart record={record} />
        </React.Suspense>
      )}
      {record.chart === 'generations' && !empty && <ShareList tools={record.tools} />}
    </div>
  );
}

/** One chart of the insights page: title, a line of totals, the chart or its table, and its CSV. */
export function InsightsCard({ chart, query }: { chart: TInsightsChart; query: TInsightsQuery }) {
  const [view, setView] = React.useState<View>('chart');
  const data = useInsights(chart, query);
  const title = INSIGHTS_CHART_TITLES[chart];
  const headingId = `insights-${chart}`;
  return (
    <Card className="min-w-0 gap-4" aria-labelledby={headingId} data-testid={`insights-${chart}`} role="region">
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle>
            <h2 id={headingId} className="text-base">
              {title}
            </h2>
          </CardTitle>
          <CardDescription>
            {data.data ? chartSummary(data.data) : data.isError ? null : <Skeleton className="h-4 w-56 max-w-full" />}
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ViewToggle view={view} onChange={setView} title={title} />
          <Button asChild size="sm" variant="outline">
            <a href={insightsExportUrl(chart, query)} download aria-label={`Download CSV of ${title}`}>
              <DownloadIcon aria-hidden />
              Download CSV
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="min-w-0 px-4 sm:px-6" aria-busy={data.isFetching && !data.isError}>
        {data.data ? (
          <Body record={data.data} view={view} title={title} />
        ) : data.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p className="text-destructive">{errorMessage(data.error, `Failed to load ${title}`)}</p>
            <Button size="sm" variant="outline" onClick={() => void data.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
