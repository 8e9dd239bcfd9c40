import { ArrowLeftIcon, SearchXIcon } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePainPointAnalysis } from '../api/get-pain-point-analysis';
import { paths } from '@/config/paths';
import { AnalysisDetail } from '../components/analysis-detail';

const Back = () => (
  <Button asChild variant="ghost" size="sm">
    <Link to={paths.painPoints}>
      <ArrowLeftIcon aria-hidden />
      Back
    </Link>
  </Button>
);

function DetailSkeleton() {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6" aria-busy="true" aria-label="Loading...">
      <Skeleton className="h-8 w-24" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-9 w-96 max-w-full" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/** /pain-point-analysis/:analysisId: one analysis; deleting it returns to the list. */
export function AnalysisPage() {
  const { analysisId = '' } = useParams();
  const analysis = usePainPointAnalysis(analysisId);
  const navigate = useNavigate();
  if (analysis.isPending) return <DetailSkeleton />;
  if (analysis.isError)
    return (
      <div className="mx-auto grid w-full max-w-xl gap-4 py-8">
        <title>Analysis not found | Brandforge</title>
        <Card role="alert">
          <CardContent className="grid justify-items-center gap-3 text-center">
            <SearchXIcon aria-hidden className="size-10 text-muted-foreground" />
            <h1 className="text-2xl">Analysis not found</h1>
            <p className="text-muted-foreground">{analysis.error.message}</p>
            <Button asChild>
              <Link to={paths.painPoints}>Back to Pain Point Analyses</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  return (
    <AnalysisDetail
      analysis={analysis.data}
      back={<Back />}
      onDeleted={() => void navigate(paths.painPoints, { replace: true })}
    />
  );
}
