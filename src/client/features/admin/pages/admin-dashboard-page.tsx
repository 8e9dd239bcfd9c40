import {
  BookOpenIcon,
  ChartColumnIcon,
  GlobeIcon,
  GraduationCapIcon,
  HistoryIcon,
  MailIcon,
  SettingsIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import type { TAdminAccess } from '../../../../shared/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { ActivityList } from '../components/activity-list';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { StatCards } from '../components/stat-cards';

// The Email Campaigns tab is not the one that opens: its list comes when the tab is first chosen.
const loadLatest = () => import('../campaigns/latest-campaigns');
const LatestCampaigns = lazyNamed(loadLatest, 'LatestCampaigns');
// The two small charts (and recharts behind them) come after the dashboard's own numbers, from the Insights
// page's own chunk: one chunk for both keeps the route table's list of files to preload as it was.
const InsightsOverview = lazyNamed(() => import('./admin-insights-page'), 'InsightsOverview');

interface QuickAction {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A moderator sees only what they may open. */
  needs: 'view' | 'manage';
}

const QUICK_ACTIONS: QuickAction[] = [
  { to: paths.adminUsers, label: 'Manage Users', icon: UsersIcon, needs: 'view' },
  { to: paths.adminInsights, label: 'Insights', icon: ChartColumnIcon, needs: 'view' },
  { to: paths.adminLearning, label: 'Manage Learning', icon: GraduationCapIcon, needs: 'manage' },
  { to: paths.adminCampaigns, label: 'Email Campaigns', icon: MailIcon, needs: 'view' },
  { to: paths.adminOptinPages, label: 'Opt-in Pages', icon: GlobeIcon, needs: 'view' },
  { to: paths.adminSettings, label: 'Settings', icon: SettingsIcon, needs: 'manage' },
  { to: paths.adminActivity, label: 'Audit Log', icon: HistoryIcon, needs: 'manage' },
];

function LinkCard({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={to}>{label}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Dashboard({ access }: { access: TAdminAccess }) {
  const dashboard = useAdminDashboard(true);
  const stats = dashboard.data?.stats;
  const actions = QUICK_ACTIONS.filter((a) => access[a.needs]);
  React.useEffect(() => prefetchWhenIdle(loadLatest), []);
  return (
    <div className="grid grid-cols-1 gap-6" aria-busy={dashboard.isPending}>
      <AdminHeader
        title="Admin Dashboard"
        subtitle="Users, the learning hub, campaigns, opt-in pages and settings in one place."
        role={access.role}
        back={false}
      />
      {dashboard.isError && (
        <p role="alert" className="text-sm text-destructive">
          Failed to load dashboard statistics
        </p>
      )}
      <StatCards
        stats={[
          { label: 'Total Users', value: stats?.total_users, icon: UsersIcon },
          { label: 'Courses', value: stats?.courses, icon: GraduationCapIcon },
          { label: 'Lessons', value: stats?.lessons, icon: BookOpenIcon },
          { label: 'Active Campaigns', value: stats?.active_campaigns, icon: MailIcon },
        ]}
      />
      <Tabs defaultValue="overview" className="min-w-0">
        <div className="overflow-x-auto pb-1">
          <TabsList>
            <TabsTrigger value="overview">Overview</TabsTrigger>
            <TabsTrigger value="users">Users</TabsTrigger>
            <TabsTrigger value="learning">Learning</TabsTrigger>
            <TabsTrigger value="campaigns">Email Campaigns</TabsTrigger>
            <TabsTrigger value="optin-pages">Opt-in Pages</TabsTrigger>
            <TabsTrigger value="settings">Settings</TabsTrigger>
          </TabsList>
        </div>
        <TabsContent value="overview" className="grid gap-6 lg:grid-cols-3">
          <section aria-labelledby="overview-insights" className="grid min-w-0 gap-3 lg:col-span-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="overview-insights" className="text-base font-semibold">
                Last 30 days
              </h2>
              <Link to={paths.adminInsights} className="text-sm text-primary underline-offset-4 hover:underline">
                Open Insights
              </Link>
            </div>
            <React.Suspense fallback={<Skeleton aria-label="Loading charts" className="h-44 rounded-xl" />}>
              <InsightsOverview />
            </React.Suspense>
          </section>
          <Card className="lg:col-span-2">
            <CardHeader>
              <CardTitle>Recent Activity</CardTitle>
              <CardDescription>The 10 latest admin actions.</CardDescription>
            </CardHeader>
            <CardContent>
              {dashboard.data ? (
                <ActivityList items={dashboard.data.recent} />
              ) : (
                <div className="grid gap-3">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} className="h-10" />
                  ))}
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              {actions.map(({ to, label, icon: Icon }) => (
                <Button key={to} asChild variant="outline" className="justify-start">
                  <Link to={to}>
                    <Icon aria-hidden />
                    {label}
                  </Link>
                </Button>
              ))}
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="users">
          <LinkCard
            title="Users"
            text={
              access.assignable.length > 0
                ? 'Search every account, and assign or remove admin roles.'
                : 'Search every account and see who holds a role.'
            }
            to={paths.adminUsers}
            label="Manage Users"
          />
        </TabsContent>
        <TabsContent value="learning">
          {access.manage ? (
            <LinkCard
              title="Learning"
              text={`${stats?.courses ?? 0} courses and ${stats?.lessons ?? 0} lessons. Create, edit and publish them.`}
              to={paths.adminLearning}
              label="Manage Learning"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Learning management needs the admin role.</p>
          )}
        </TabsContent>
        <TabsContent value="campaigns">
          <React.Suspense fallback={<Skeleton aria-label="Loading campaigns" className="h-48 rounded-xl" />}>
            <LatestCampaigns />
          </React.Suspense>
        </TabsContent>
        <TabsContent value="optin-pages">
          <LinkCard
            title="Opt-in Pages"
            text={
              access.manage
                ? 'Every page members have published from a lead magnet, with its owner. Take one offline when it breaks the rules.'
                : 'Every page members have published from a lead magnet, with its owner.'
            }
            to={paths.adminOptinPages}
            label="Open Opt-in Pages"
          />
        </TabsContent>
        <TabsContent value="settings">
          {access.manage ? (
            <LinkCard
              title="Settings"
              text="The AI provider and model in use, monthly limits, recent AI runs and mail delivery."
              to={paths.adminSettings}
              label="Open Settings"
            />
          ) : (
            <p className="text-sm text-muted-foreground">Settings need the admin role.</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** /admin (docs/product/admin.md). Opening it logs 'Accessed admin dashboard' on the server. */
export function AdminDashboardPage() {
  return <AdminGate level="view">{(access) => <Dashboard access={access} />}</AdminGate>;
}
