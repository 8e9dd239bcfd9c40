import { CrosshairIcon, PlusIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { usePainPointAnalyses } from '../api/get-pain-point-analyses';
import { paths } from '@/config/paths';
import { AnalysisCard } from '../components/analysis-card';
import { PageHeader } from '../components/page-header';

const NewAnalysis = ({ label = 'New Analysis' }: { label?: string }) => (
  <Button asChild>
    <Link to={paths.newPainPointAnalysis}>
      <PlusIcon aria-hidden />
      {label}
    </Link>
  </Button>
);

function Loading() {
  return (
    <div aria-busy="true" className="grid gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        Loading your analyses...
      </p>
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-48 rounded-xl" />
        ))}
      </div>
    </div>
  );
}

function Empty() {
  return (
    <Card>
      <CardContent className="grid justify-items-center gap-3 py-10 text-center">
        <CrosshairIcon aria-hidden className="size-10 text-muted-foreground" />
        <h2 className="text-xl">No Analyses Yet</h2>
        <p className="max-w-md text-muted-foreground">
          Describe one product and get buyer personas, their pain points and content ideas that answer them.
        </p>
        <NewAnalysis label="Create First Analysis" />
      </CardContent>
    </Card>
  );
}

/** /pain-point-analysis: every analysis the user made, newest first. */
export function PainPointAnalysesPage() {
  const list = usePainPointAnalyses();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>Pain Point Analyses | Brandforge</title>
      <PageHeader
        title="Pain Point Analyses"
        subtitle="Transform your products into targeted content strategies"
        action={<NewAnalysis />}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <div role="alert" className="grid justify-items-start gap-3">
          <p>{list.error.message}</p>
          <Button variant="outline" onClick={() => void list.refetch()}>
            <RefreshCwIcon aria-hidden />
            Try again
          </Button>
        </div>
      ) : list.data.length === 0 ? (
        <Empty />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {list.data.map((a) => (
            <AnalysisCard key={a.id} analysis={a} />
          ))}
        </div>
      )}
    </div>
  );
}
