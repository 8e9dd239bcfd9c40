import {
  OFFER_INDUSTRY_LABELS,
  optionLabel,
  PRICE_RANGE_LABELS,
  type TOfferRecord,
} from '../../../../shared/offer-engineering';
import { ConfirmDelete } from '@/components/saved-results/confirm-delete';
import { SavedResultCard } from '@/components/saved-results/saved-result-card';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import { shortDate } from '@/lib/format-date';
import { offerDeletion } from './offer-deletion';
import { StatusBadge } from './status-badge';

/** docs/product/offer-engineering.md: business name, audience, status, industry, price range, date, View and delete. */
export function OfferCard({ offer }: { offer: TOfferRecord }) {
  const industry = optionLabel(OFFER_INDUSTRY_LABELS, offer.industry);
  const price = optionLabel(PRICE_RANGE_LABELS, offer.price_range);
  return (
    <SavedResultCard
      testId="offer-card"
      title={offer.business_name}
      titleClassName="line-clamp-3"
      href={paths.offer(offer.id)}
      viewLabel={`View the offer for ${offer.business_name}`}
      subtitle={<p className="line-clamp-2 text-sm break-words text-muted-foreground">{offer.target_audience}</p>}
      badge={<StatusBadge status={offer.status} />}
      deleteAction={<ConfirmDelete of={offerDeletion(offer)} />}
    >
      <div className="flex flex-wrap items-center gap-2">
        {industry && <Badge variant="outline">{industry}</Badge>}
        {price && <Badge variant="outline">{price}</Badge>}
        <time dateTime={offer.created_at} className="text-xs text-muted-foreground">
          {shortDate(offer.created_at)}
        </time>
      </div>
    </SavedResultCard>
  );
}
