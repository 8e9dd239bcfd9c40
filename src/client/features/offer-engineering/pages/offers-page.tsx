import { GemIcon } from 'lucide-react';
import { NewResultButton } from '@/components/saved-results/list-states';
import { SavedResultsPage } from '@/components/saved-results/saved-results-page';
import { paths } from '@/config/paths';
import { useOffers } from '../api/get-offers';
import { OfferCard } from '../components/offer-card';

const newOffer = <NewResultButton to={paths.newOffer} label="Create New Offer" />;

/** /offer-engineering: every offer the user made, newest first. */
export function OffersPage() {
  return (
    <SavedResultsPage
      docTitle="Offer Engineering | Brandforge"
      title="Offer Engineering"
      description="Build an offer on the value equation: a bigger result, more certain, sooner, with less effort."
      newAction={newOffer}
      query={useOffers()}
      loading={{ text: 'Loading your offers...', itemClassName: 'h-44' }}
      empty={{
        icon: GemIcon,
        title: 'No offers yet',
        text: 'Answer three short steps about your business and get a core offer, a power offer, the stack and the scripts to sell it.',
        action: newOffer,
      }}
      renderItem={(o) => <OfferCard offer={o} />}
    />
  );
}
