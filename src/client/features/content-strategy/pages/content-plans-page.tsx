import { CalendarDaysIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useContentPlans } from '../api/get-content-plans';
import { ContentPlanCard } from '../components/content-plan-card';
import { PlanUsage } from '../components/plan-usage';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function EmptyState() {
  return (
    <Card className="items-center gap-4 px-6 py-12 text-center">
      <CalendarDaysIcon aria-hidden className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">No Content Plans Yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Answer six short steps and get 30 days of videos with hooks and scripts, saved here.
      </p>
      <Button asChild>
        <Link to={paths.contentStrategy}>Create Your First Plan</Link>
      </Button>
    </Card>
  );
}

export function ContentPlansPage() {
  const plans = useContentPlans();
  React.useEffect(() => {
    if (plans.isError) toast.error('Failed to load content plans');
  }, [plans.isError]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>My Content Plans | Brandforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="text-2xl sm:text-3xl">My Content Plans</h1>
          <p className="text-muted-foreground">Your saved 30-day plans, newest first.</p>
          <PlanUsage />
        </div>
        <Button asChild className="self-start">
          <Link to={paths.contentStrategy}>
            <PlusIcon aria-hidden />
            New Plan
          </Link>
        </Button>
      </header>
      {plans.isPending ? (
        <div className={GRID} aria-busy="true" aria-label="Loading...">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-80 rounded-xl" data-testid="plan-skeleton" />
          ))}
        </div>
      ) : plans.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-3">
            <p>Failed to load content plans: {plans.error.message}</p>
            <Button variant="outline" onClick={() => void plans.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : plans.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={GRID}>
          {plans.data.map((plan) => (
            <li key={plan.id} className="grid">
              <ContentPlanCard plan={plan} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
