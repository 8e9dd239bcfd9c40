import { PlusIcon, RefreshCwIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { useCompetitorAnalyses } from '../api/get-competitor-analyses';
import { useCompetitorStats } from '../api/get-competitor-stats';
import { AnalysesTab } from './analyses-tab';
import { InsightsPanel } from './insights-panel';
import { StatCards } from './stat-cards';

const ALL_TYPES = ['opportunity', 'recommendation', 'trend', 'pattern', 'other'] as const;
// Trends tab: what is moving on the platform (trends) and what keeps working for competitors (patterns).
const TREND_TYPES = ['trend', 'pattern'] as const;

/** Dashboard mode: the counts, then every analysis and insight in three tabs. */
export function CompetitorDashboard({ onNew }: { onNew: () => void }) {
  const list = useCompetitorAnalyses();
  const stats = useCompetitorStats();
  React.useEffect(() => {
    if (list.isError) toast.error('Failed to fetch competitor analyses');
  }, [list.isError]);
  const refreshing = list.isFetching || stats.isFetching;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Competitor Analysis | Brandforge</title>
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <h1 className="text-2xl sm:text-3xl">Competitor Analysis</h1>
          <p className="text-muted-foreground">
            See what works for others in your space and where the gaps are, from their handles and your notes.
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button
            variant="outline"
            disabled={refreshing}
            onClick={() => void Promise.all([list.refetch(), stats.refetch()])}
          >
            <RefreshCwIcon aria-hidden className={refreshing ? 'animate-spin motion-reduce:animate-none' : undefined} />
            Refresh
          </Button>
          <Button onClick={onNew}>
            <PlusIcon aria-hidden />
            New Analysis
          </Button>
        </div>
      </header>
      <StatCards />
      {list.isPending ? (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading...">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-56" />
          ))}
        </div>
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-2">
          <p>Failed to fetch competitor analyses</p>
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            <RefreshCwIcon aria-hidden />
            Try again
          </Button>
        </div>
      ) : (
        <Tabs defaultValue="analyses" className="gap-4">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="analyses">Analyses</TabsTrigger>
            <TabsTrigger value="insights">Insights</TabsTrigger>
            <TabsTrigger value="trends">Trends</TabsTrigger>
          </TabsList>
          <TabsContent value="analyses">
            <AnalysesTab analyses={list.data} onNew={onNew} />
          </TabsContent>
          <TabsContent value="insights">
            <InsightsPanel
              id="insights"
              analyses={list.data}
              types={ALL_TYPES}
              intro="Every insight from every analysis, with the steps to act on it."
            />
          </TabsContent>
          <TabsContent value="trends">
            <InsightsPanel
              id="trends"
              analyses={list.data}
              types={TREND_TYPES}
              intro="Trends on the platform, and patterns that keep working for your competitors."
            />
          </TabsContent>
        </Tabs>
      )}
    </div>
  );
}
