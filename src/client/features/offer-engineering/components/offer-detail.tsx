import type * as React from 'react';
import {
  OFFER_INDUSTRY_LABELS,
  OFFER_TIMELINE_LABELS,
  optionLabel,
  PRICE_RANGE_LABELS,
  type TOfferRecord,
} from '../../../../shared/offer-engineering';
import { OfflineComposerBadge } from '@/components/offline-composer-badge';
import { Badge } from '@/components/ui/badge';
import { AddToBrandProfile } from '@/features/brand-profile/public/add-to-brand-profile';
import { profileValues } from '../brand-values';
import { DeleteOfferButton } from './delete-offer-button';
import { ExportActions } from './export-actions';
import { shortDate } from '@/lib/format-date';
import { CoreOfferSection, PowerOfferSection, StackSection } from './offer-sections';
import { OverviewSections } from './overview-sections';
import { ScorecardSection } from './scorecard-section';
import { ScriptsSection } from './scripts-section';
import { StatusBadge } from './status-badge';

interface Props {
  offer: TOfferRecord;
  back: React.ReactNode;
  onDeleted: () => void;
}

/** One offer as a readable document: its answers, the scorecard, the four parts, and Copy, PDF and Delete. */
export function OfferDetail({ offer: o, back, onDeleted }: Props) {
  const tags = [
    optionLabel(OFFER_INDUSTRY_LABELS, o.industry),
    optionLabel(PRICE_RANGE_LABELS, o.price_range),
    optionLabel(OFFER_TIMELINE_LABELS, o.timeline),
  ].filter(Boolean);
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6">
      <title>{`${o.business_name} | Offer Engineering | Brandforge`}</title>
      <div>{back}</div>
      <header className="grid gap-4">
        <div className="grid min-w-0 gap-2">
          <h1 className="text-2xl break-words sm:text-3xl">{o.business_name}</h1>
          <p className="break-words text-muted-foreground">{o.target_audience}</p>
          <div className="flex flex-wrap items-center gap-2">
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
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ExportActions offer={o} />
          <AddToBrandProfile source={{ tool: 'offer', id: o.id }} values={profileValues(o)} />
          <DeleteOfferButton offer={o} labelled onDeleted={onDeleted} className="sm:ml-auto" />
        </div>
      </header>
      <OverviewSections offer={o} />
      <ScorecardSection offer={o.offer} />
      <CoreOfferSection core={o.offer.core_offer} />
      <PowerOfferSection power={o.offer.power_offer} />
      <StackSection stack={o.offer.offer_stack} />
      <ScriptsSection scripts={o.offer.offer_scripts} />
    </div>
  );
}
