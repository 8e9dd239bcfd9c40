import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TSavedCompetitorAnalysis, TSavedInsight } from '../../../../shared/competitor-analysis';
import { PLATFORM_LABELS } from '../../../../shared/competitor-report';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { analysisPath, strategyLink } from '../labels';
import { EstimateNotice } from './estimate-notice';
import { InsightBadges } from './priority-badges';

interface Props {
  insight: TSavedInsight;
  /** The analysis it came from; left out on that analysis's own screen. */
  source?: TSavedCompetitorAnalysis;
  offline: boolean;
}

/** One insight with its steps, where it came from, and the hand-off to a content plan. */
export function InsightCard({ insight, source, offline }: Props) {
  return (
    <Card className="min-w-0 gap-3" data-testid="insight-card">
      <CardHeader className="grid gap-2">
        <InsightBadges insight={insight} />
        <CardTitle className="text-base break-words">
          <h3>{insight.title}</h3>
        </CardTitle>
        {source && (
          <p className="text-xs break-words text-muted-foreground">
            From the analysis of{' '}
            <Link
              to={analysisPath(source.id)}
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {source.competitor_name} ({source.competitor_handle})
            </Link>{' '}
            on {PLATFORM_LABELS[source.platform]}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="break-words">{insight.description}</p>
        <ol className="grid list-decimal gap-1 pl-5 text-muted-foreground">
          {insight.actionable_steps.map((step, i) => (
            <li key={i} className="break-words">
              {step}
            </li>
          ))}
        </ol>
        <EstimateNotice offline={offline} />
      </CardContent>
      <CardFooter className="mt-auto">
        <Button asChild variant="outline" size="sm" className="h-auto min-h-8 whitespace-normal">
          <Link to={strategyLink(insight)}>
            Use in content strategy
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
