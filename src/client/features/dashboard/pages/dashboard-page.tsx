import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { AudienceDashboardCard } from '@/features/audience/public/dashboard-card';
import { BrandCompletenessCard } from '@/features/brand-profile/public/completeness-card';
import { useAuth } from '@/lib/auth';
import { useDashboard } from '../api/get-dashboard';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { ProTips } from '../components/pro-tips';
import { ProgressCard } from '../components/progress-card';
import { QuickActions } from '../components/quick-actions';
import { RecentActivity } from '../components/recent-activity';
import { firstName } from '../greeting';

export function DashboardPage() {
  const { profile, user } = useAuth();
  const dashboard = useDashboard();
  const name = firstName(profile ? profile.full_name : user?.name);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Dashboard | Brandforge</title>
      <header className="grid gap-1">
        <h1 className="text-2xl sm:text-3xl">Welcome back, {name}!</h1>
        <p className="text-muted-foreground">Here is where your personal brand stands today.</p>
      </header>
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-start gap-3">
            <p>Your dashboard could not be loaded: {dashboard.error.message}</p>
            <Button variant="outline" onClick={() => void dashboard.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="grid lg:col-span-2">
              <ProgressCard progress={dashboard.data.progress} />
            </div>
            <BrandCompletenessCard />
          </div>
          <QuickActions missions={dashboard.data.counts.missions} />
          <div className="grid items-start gap-6 lg:grid-cols-3">
            <div className="grid lg:col-span-2">
              <RecentActivity items={dashboard.data.activity} />
            </div>
            <div className="grid content-start gap-6">
              <AudienceDashboardCard />
              <ProTips />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
