import { ArrowRightIcon, MagnetIcon, RefreshCwIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAudienceStats } from '../api/get-audience-stats';
import { newInLast } from './audience-chart-days';

const n = (x: number) => x.toLocaleString('en-US');

function Counts({ subscribed, lastWeek }: { subscribed: number; lastWeek: number }) {
  return (
    <div className="grid gap-1">
      <p>
        <span className="text-4xl font-bold tabular-nums" data-testid="audience-subscribed">
          {n(subscribed)}
        </span>{' '}
        <span className="text-sm text-muted-foreground">subscribed</span>
      </p>
      <p className="text-sm text-muted-foreground" data-testid="audience-new">
        {lastWeek > 0 ? `+${n(lastWeek)} new in the last 7 days` : 'No new subscribers in the last 7 days'}
      </p>
    </div>
  );
}

/** The dashboard's card: how many are subscribed, and how many joined this week. */
export function AudienceDashboardCard() {
  const stats = useAudienceStats();
  const empty = stats.data?.total === 0;
  return (
    <Card data-testid="audience-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UsersIcon aria-hidden className="size-5 text-primary" />
          <h2>Audience</h2>
        </CardTitle>
        <CardDescription>The people who asked to hear from you.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {stats.isPending ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              Loading your audience...
            </p>
            <Skeleton className="h-16" />
          </div>
        ) : stats.isError ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>Your subscriber counts could not be loaded: {stats.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void stats.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </div>
        ) : empty ? (
          <p className="text-sm">
            <span className="font-medium">No subscribers yet.</span>{' '}
            <span className="text-muted-foreground">Publish a lead magnet as an opt-in page to start your list.</span>
          </p>
        ) : (
          <Counts subscribed={stats.data.by_status.subscribed} lastWeek={newInLast(stats.data.per_day, 7)} />
        )}
        {empty ? (
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to={paths.leadMagnets}>
              <MagnetIcon aria-hidden />
              Publish a lead magnet
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" size="sm" className="justify-self-start">
            <Link to={paths.audience}>
              Open Audience
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
