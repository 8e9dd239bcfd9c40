import type { TSubscriberRecord } from '../../../../shared/audience-subscribers';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeleteSubscriber } from '../api/delete-subscriber';

/** Deleting a subscriber erases the address and its history (docs/product/audience.md). */
export const subscriberDeletion = (s: Pick<TSubscriberRecord, 'id' | 'email'>): Deletion => ({
  id: s.id,
  useRemove: useDeleteSubscriber,
  // A long address has no spaces to wrap at.
  title: <span className="break-all">Delete {s.email}?</span>,
  description: 'This erases the address and its history from your list. It cannot be undone.',
  label: `Delete ${s.email}`,
  deleted: 'Subscriber deleted',
  failed: 'The subscriber could not be deleted. Please try again.',
  failedWithReason: true,
});
