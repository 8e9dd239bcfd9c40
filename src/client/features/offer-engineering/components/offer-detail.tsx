import {
  OFFER_INDUSTRY_LABELS,
  OFFER_TIMELINE_LABELS,
  optionLabel,
  PRICE_RANGE_LABELS,
  type TOfferRecord,
} from '../../../../shared/offer-engineering';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultDetail } from '@/components/saved-results/saved-result-detail';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { profileValues } from '../brand-values';
import { ExportActions } from './export-actions';
import { shortDate } from '@/lib/format-date';
import { CoreOfferSection, PowerOfferSection, StackSection } from './offer-sections';
import { offerDeletion } from './offer-deletion';
import { OverviewSections } from './overview-sections';
import { ScorecardSection } from './scorecard-section';
import { ScriptsSection } from './scripts-section';
import { StatusBadge } from './status-badge';

/** One offer as a readable document: its answers, the scorecard, the four parts, and Copy, PDF and Delete. */
export function OfferDetail({ offer: o }: { offer: TOfferRecord }) {
  const tags = [
    optionLabel(OFFER_INDUSTRY_LABELS, o.industry),
    optionLabel(PRICE_RANGE_LABELS, o.price_range),
    optionLabel(OFFER_TIMELINE_LABELS, o.timeline),
  ].filter(Boolean);
  return (
    <SavedResultDetail
      docTitle={`${o.business_name} | Offer Engineering | Brandforge`}
      listPath={paths.offers}
      title={o.business_name}
      description={o.target_audience}
      meta={
        <>
          <StatusBadge status={o.status} />
          {tags.map((t) => (
            <Badge key={t} variant="outline">
              {t}
            </Badge>
          ))}
          <time dateTime={o.created_at} className="text-xs text-muted-foreground">
            {shortDate(o.created_at)}
          </time>
          {o.offline && <OfflineComposerBadge />}
        </>
      }
      actions={
        <>
          <ExportActions offer={o} />
          <AddToBrandProfile source={{ tool: 'offer', id: o.id }} values={profileValues(o)} />
        </>
      }
      deleteAction={<ConfirmDelete of={offerDeletion(o)} labelled goTo={paths.offers} />}
    >
      <OverviewSections offer={o} />
      <ScorecardSection offer={o.offer} />
      <CoreOfferSection core={o.offer.core_offer} />
      <PowerOfferSection power={o.offer.power_offer} />
      <StackSection stack={o.offer.offer_stack} />
      <ScriptsSection scripts={o.offer.offer_scripts} />
    </SavedResultDetail>
  );
}
