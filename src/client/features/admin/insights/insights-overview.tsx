import * as React from 'react';
import { Link } from 'react-router';
import type { TInsightsQuery } from '../../../../shared/admin-insights';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { useInsights } from '../api/get-insights';
import { loadCharts } from './insights-card';
import { browserTimeZone } from './insights-range';

const MiniDayBars = lazyNamed(loadCharts, 'MiniDayBars');

function MiniCard({
  title,
  total,
  rows,
}: {
  title: string;
  total: string | undefined;
  rows: { day: string; value: number }[] | undefined;
}) {
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="px-4">
        <CardTitle>
          <h3 className="text-sm">
            <Link to={paths.adminInsights} className="hover:underline">
              {title}
            </Link>
          </h3>
        </CardTitle>
        <CardDescription>{total ?? <Skeleton className="h-4 w-32" />}</CardDescription>
      </CardHeader>
      <CardContent className="min-w-0 px-4">
        {rows ? (
          <React.Suspense fallback={<Skeleton className="h-28 w-full" />}>
            <MiniDayBars rows={rows} name={title} />
          </React.Suspense>
        ) : (
          <Skeleton className="h-28 w-full" />
        )}
      </CardContent>
    </Card>
  );
}

const totalOf = (rows: { value: number }[] | undefined, one: string, many: string) => {
  if (!rows) return undefined;
  const n = rows.reduce((a, r) => a + r.value, 0);
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many} in the last 30 days`;
};

/** The dashboard's Overview: sign-ups and generations over the last 30 days, each linking to Insights. */
export function InsightsOverview() {
  const query: TInsightsQuery = React.useMemo(() => ({ range: '30', tz: browserTimeZone() }), []);
  const members = useInsights('members', query);
  const generations = useInsights('generations', query);
  const signups = members.data?.rows.map((r) => ({ day: r.day, value: r.signups }));
  const made = generations.data?.rows.map((r) => ({ day: r.day, value: r.total }));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2" data-testid="insights-overview">
      <MiniCard title="Sign-ups" total={totalOf(signups, 'sign-up', 'sign-ups')} rows={signups} />
      <MiniCard title="Generations" total={totalOf(made, 'generation', 'generations')} rows={made} />
      {(members.isError || generations.isError) && (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          Failed to load the last 30 days. Open Insights to try again.
        </p>
      )}
    </div>
  );
}
