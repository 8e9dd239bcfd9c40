import { ArrowLeftIcon, CircleAlertIcon, LayersIcon, ThumbsUpIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { byPriority, PLATFORM_LABELS } from '../../../../shared/competitor-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { analysisDeletion } from './analysis-deletion';
import { EstimateNotice } from './estimate-notice';
import { InsightCard } from './insight-card';
import { ReportActions } from './report-actions';
import { SummaryList } from './summary-list';

/** One competitor: the summary, strengths, weaknesses, themes and its insights, most urgent first. */
export function AnalysisDetail({ analysis: a }: { analysis: TSavedCompetitorAnalysis }) {
  const summary = a.analysis_summary;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>{`${a.competitor_name} | Competitor Analysis | Brandforge`}</title>
      <Button asChild variant="ghost" size="sm" className="w-fit">
        <Link to={paths.competitorAnalysis}>
          <ArrowLeftIcon aria-hidden />
          All analyses
        </Link>
      </Button>
      <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h1 className="text-2xl break-words sm:text-3xl">{a.competitor_name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="break-all">{a.competitor_handle}</span>
            <Badge variant="secondary">{PLATFORM_LABELS[a.platform]}</Badge>
            <time dateTime={a.created_at}>{shortDate(a.created_at)}</time>
          </div>
          <EstimateNotice offline={a.offline} />
        </div>
        <div className="flex flex-wrap gap-2">
          <ReportActions analysis={a} />
          <ConfirmDelete of={analysisDeletion(a)} labelled size="sm" goTo={paths.competitorAnalysis} />
        </div>
      </header>
      <Card className="gap-3">
        <CardHeader>
          <CardTitle className="text-base">
            <h2>Summary</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p className="break-words">{summary.description}</p>
          <p className="break-words text-muted-foreground">Industry context: {a.industry_context}</p>
          {a.notes && <p className="break-words text-muted-foreground">Your notes: {a.notes}</p>}
        </CardContent>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        <SummaryList title="Strengths" icon={ThumbsUpIcon} items={summary.strengths} />
        <SummaryList title="Weaknesses" icon={CircleAlertIcon} items={summary.weaknesses} />
        <SummaryList title="Content themes" icon={LayersIcon} items={summary.content_themes} />
      </div>
      <section aria-labelledby="analysis-insights" className="grid gap-4">
        <h2 id="analysis-insights" className="text-lg">
          Insights ({a.insights.length})
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {[...a.insights].sort(byPriority).map((i) => (
            <li key={i.id} className="grid min-w-0">
              <InsightCard insight={i} offline={a.offline} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
