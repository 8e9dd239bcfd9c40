import * as React from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { type Day, chartSummary, dayName } from './audience-chart-days';

// The charting library is most of this screen's weight: it comes after the list.
const AudienceChart = lazyNamed(() => import('./audience-chart'), 'AudienceChart');

/** The numbers behind the chart, for screen readers. */
function DaysTable({ days }: { days: readonly Day[] }) {
  return (
    <table className="sr-only">
      <caption>New subscribers per day, last {days.length} days</caption>
      <thead>
        <tr>
          <th scope="col">Day</th>
          <th scope="col">New subscribers</th>
        </tr>
      </thead>
      <tbody>
        {days.map((d) => (
          <tr key={d.day}>
            <th scope="row">{dayName(d.day)}</th>
            <td>{d.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const CHART_TITLE = 'New subscribers, last 30 days';

/** 'New subscribers, last 30 days': a bar per day, a sentence that sums it up, and the table behind it. */
export function AudienceChartCard({ days }: { days: readonly Day[] | undefined }) {
  return (
    <Card className="min-w-0 gap-4" data-testid="audience-chart">
      <CardHeader>
        <CardTitle>
          <h2 className="text-base">{CHART_TITLE}</h2>
        </CardTitle>
        <CardDescription>{days ? chartSummary(days) : <Skeleton className="h-4 w-64 max-w-full" />}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-4 sm:px-6">
        {days ? (
          <>
            <React.Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <AudienceChart days={days} />
            </React.Suspense>
            <DaysTable days={days} />
          </>
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
