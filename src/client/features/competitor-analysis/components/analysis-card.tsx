import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TSavedCompetitorAnalysis } from '../../../../shared/competitor-analysis';
import { PLATFORM_LABELS } from '../../../../shared/competitor-report';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { shortDate } from '@/lib/format-date';
import { analysisPath } from '../labels';
import { analysisDeletion } from './analysis-deletion';
import { EstimateNotice } from './estimate-notice';

/** One competitor in the Analyses tab; long names and handles wrap instead of widening the page. */
export function AnalysisCard({ analysis }: { analysis: TSavedCompetitorAnalysis }) {
  const { analysis_summary: summary } = analysis;
  return (
    <Card className="min-w-0 gap-3" data-testid="analysis-card">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <CardTitle className="text-base break-words">
            <h3>{analysis.competitor_name}</h3>
          </CardTitle>
          <p className="text-sm break-all text-muted-foreground">{analysis.competitor_handle}</p>
        </div>
        <ConfirmDelete of={analysisDeletion(analysis)} />
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary">{PLATFORM_LABELS[analysis.platform]}</Badge>
          <span>{analysis.insights.length} insights</span>
          <time dateTime={analysis.created_at}>{shortDate(analysis.created_at)}</time>
        </div>
        <p className="line-clamp-3 text-sm break-words">{summary.description}</p>
        <EstimateNotice offline={analysis.offline} />
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={analysisPath(analysis.id)} aria-label={`Open the analysis of ${analysis.competitor_name}`}>
            Open analysis
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
