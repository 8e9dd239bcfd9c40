import { MagnetIcon } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { profileValues } from '../brand-values';
import { leadMagnetLink } from '../lead-magnet-prefill';
import { AnalysisTabs } from './analysis-tabs';
import { DeleteAnalysisButton } from './delete-analysis-button';
import { shortDate } from '@/lib/format-date';
import { ReportActions } from './report-actions';
import { StrategyHandoff } from './strategy-handoff';

interface Props {
  analysis: TPainPointAnalysisRecord;
  back: React.ReactNode;
  onDeleted: () => void;
}

/** One analysis: its product, the report and hand-off actions, and the five tabs. */
export function AnalysisDetail({ analysis: a, back, onDeleted }: Props) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>{`${a.product_name} | Pain Point Analysis | Brandforge`}</title>
      <div>{back}</div>
      <header className="grid gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl break-words sm:text-3xl">{a.product_name}</h1>
          <p className="break-words whitespace-pre-line text-muted-foreground">{a.product_description}</p>
          <div className="flex flex-wrap items-center gap-2">
            {a.target_market && (
              <Badge variant="secondary" className="max-w-full whitespace-normal break-words">
                {a.target_market}
              </Badge>
            )}
            {a.price_range && (
              <Badge variant="outline" className="max-w-full whitespace-normal break-words">
                {a.price_range}
              </Badge>
            )}
            <time dateTime={a.created_at} className="text-xs text-muted-foreground">
              {shortDate(a.created_at)}
            </time>
            {a.offline && <OfflineComposerBadge />}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <StrategyHandoff analysis={a} />
          <Button asChild variant="outline">
            <Link to={leadMagnetLink(a)}>
              <MagnetIcon aria-hidden />
              Create lead magnet
            </Link>
          </Button>
          <ReportActions analysis={a} />
          <AddToBrandProfile source={{ tool: 'pain-point-analysis', id: a.id }} values={profileValues(a)} />
          <DeleteAnalysisButton analysis={a} labelled onDeleted={onDeleted} className="sm:ml-auto" />
        </div>
      </header>
      <AnalysisTabs result={a.result} />
    </div>
  );
}
