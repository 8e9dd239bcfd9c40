import { EyeIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  OFFER_INDUSTRY_LABELS,
  optionLabel,
  PRICE_RANGE_LABELS,
  type TOfferRecord,
} from '../../../../shared/offer-engineering';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { DeleteOfferButton } from './delete-offer-button';
import { shortDate } from '@/lib/format-date';
import { StatusBadge } from './status-badge';

/** Spec document 3, section 2.3: business name, audience, status, industry, price range, date, View and delete. */
export function OfferCard({ offer }: { offer: TOfferRecord }) {
  const industry = optionLabel(OFFER_INDUSTRY_LABELS, offer.industry);
  const price = optionLabel(PRICE_RANGE_LABELS, offer.price_range);
  return (
    <Card className="min-w-0 gap-3" data-testid="offer-card">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="text-lg break-words">
            <h2 className="line-clamp-3" title={offer.business_name}>
              {offer.business_name}
            </h2>
          </CardTitle>
          <p className="line-clamp-2 text-sm break-words text-muted-foreground">{offer.target_audience}</p>
        </div>
        <StatusBadge status={offer.status} />
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          {industry && <Badge variant="outline">{industry}</Badge>}
          {price && <Badge variant="outline">{price}</Badge>}
          <time dateTime={offer.created_at} className="text-xs text-muted-foreground">
            {shortDate(offer.created_at)}
          </time>
        </div>
      </CardContent>
      <CardFooter className="mt-auto flex justify-between gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={paths.offer(offer.id)} aria-label={`View the offer for ${offer.business_name}`}>
            <EyeIcon aria-hidden />
            View
          </Link>
        </Button>
        <DeleteOfferButton offer={offer} />
      </CardFooter>
    </Card>
  );
}
