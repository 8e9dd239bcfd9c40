import { ChartColumnIcon, LightbulbIcon, type LucideIcon, SparklesIcon, TrendingUpIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompetitorStats } from '../api/get-competitor-stats';

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: number | undefined }) {
  return (
    <Card className="flex-row items-center gap-3 px-4 py-4" data-testid="competitor-stat">
      <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <div className="min-w-0">
        {value === undefined ? (
          <Skeleton className="h-7 w-8" />
        ) : (
          <p className="text-xl leading-tight font-semibold tabular-nums">{value}</p>
        )}
        <p className="text-xs text-muted-foreground">{label}</p>
      </div>
    </Card>
  );
}

/** The four counts of docs/product/competitor-analysis.md, from the server so they match what is saved. */
export function StatCards() {
  const stats = useCompetitorStats().data;
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat icon={ChartColumnIcon} label="Total Analyses" value={stats?.total_analyses} />
      <Stat icon={LightbulbIcon} label="Total Insights" value={stats?.total_insights} />
      <Stat icon={SparklesIcon} label="Opportunities" value={stats?.opportunities} />
      <Stat icon={TrendingUpIcon} label="Trends" value={stats?.trends} />
    </div>
  );
}
