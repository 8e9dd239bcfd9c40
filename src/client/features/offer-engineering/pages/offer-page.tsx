import { useParams } from 'react-router';
import { SavedResultPage } from '@/components/saved-results/saved-result-page';
import { paths } from '@/config/paths';
import { useOffer } from '../api/get-offer';
import { OfferDetail } from '../components/offer-detail';

/** /offer-engineering/:offerId: one offer; deleting it returns to the list. */
export function OfferPage() {
  const { offerId = '' } = useParams();
  return (
    <SavedResultPage
      query={useOffer(offerId)}
      listPath={paths.offers}
      notFound={{
        docTitle: 'Offer not found | Brandforge',
        title: 'Offer not found',
        backLabel: 'Back to Offer Engineering',
      }}
    >
      {(offer) => <OfferDetail offer={offer} />}
    </SavedResultPage>
  );
}
