import { ArrowLeftIcon, RefreshCwIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useCompetitorAnalysis } from '../api/get-competitor-analysis';
import { AnalysisDetail } from '../components/analysis-detail';

/** /competitor-analysis/:analysisId: one saved analysis. */
export function CompetitorAnalysisDetailPage() {
  const { analysisId = '' } = useParams();
  const query = useCompetitorAnalysis(analysisId);
  if (query.isPending)
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true" aria-label="Loading...">
        <Skeleton className="h-24" />
        <Skeleton className="h-40" />
        <div className="grid gap-4 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      </div>
    );
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <div role="alert" className="mx-auto grid w-full max-w-xl justify-items-center gap-4 py-12 text-center">
        <title>Analysis not found | Brandforge</title>
        <h1 className="text-2xl">{missing ? 'Analysis not found' : 'Failed to fetch competitor analyses'}</h1>
        <p className="text-muted-foreground">
          {missing ? 'It may have been deleted. Your other analyses are on the dashboard.' : query.error.message}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button asChild variant="outline">
            <Link to={paths.competitorAnalysis}>
              <ArrowLeftIcon aria-hidden />
              All analyses
            </Link>
          </Button>
          {!missing && (
            <Button onClick={() => void query.refetch()}>
              <RefreshCwIcon aria-hidden />
              Try again
            </Button>
          )}
        </div>
      </div>
    );
  }
  return <AnalysisDetail analysis={query.data} />;
}
