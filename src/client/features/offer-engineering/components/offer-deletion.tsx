import type { TOfferRecord } from '../../../../shared/offer-engineering';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeleteOffer } from '../api/delete-offer';

/** An offer's delete in the spec's words (docs/product/offer-engineering.md). */
export const offerDeletion = (offer: TOfferRecord): Deletion => ({
  id: offer.id,
  useRemove: useDeleteOffer,
  title: 'Are you sure you want to delete this offer?',
  description: <>The offer for &quot;{offer.business_name}&quot; is removed for good.</>,
  label: `Delete the offer for "${offer.business_name}"`,
  deleted: 'Offer deleted successfully!',
  failed: 'Failed to delete offer',
  failedWithReason: true,
});
