import { MagnetIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { TPainPointAnalysisRecord } from '../../../../shared/pain-point-analysis';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultDetail } from '@/components/saved-results/saved-result-detail';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { profileValues } from '../brand-values';
import { leadMagnetLink } from '../lead-magnet-prefill';
import { analysisDeletion } from './analysis-deletion';
import { AnalysisTabs } from './analysis-tabs';
import { shortDate } from '@/lib/format-date';
import { ReportActions } from './report-actions';
import { StrategyHandoff } from './strategy-handoff';

/** One analysis: its product, the report and hand-off actions, and the five tabs. */
export function AnalysisDetail({ analysis: a }: { analysis: TPainPointAnalysisRecord }) {
  return (
    <SavedResultDetail
      docTitle={`${a.product_name} | Pain Point Analysis | Brandforge`}
      listPath={paths.painPoints}
      title={a.product_name}
      description={a.product_description}
      preLine
      meta={
        <>
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
        </>
      }
      actions={
        <>
          <StrategyHandoff analysis={a} />
          <Button asChild variant="outline">
            <Link to={leadMagnetLink(a)}>
              <MagnetIcon aria-hidden />
              Create lead magnet
            </Link>
          </Button>
          <ReportActions analysis={a} />
          <AddToBrandProfile source={{ tool: 'pain-point-analysis', id: a.id }} values={profileValues(a)} />
        </>
      }
      deleteAction={<ConfirmDelete of={analysisDeletion(a)} labelled goTo={paths.painPoints} />}
    >
      <AnalysisTabs result={a.result} />
    </SavedResultDetail>
  );
}
