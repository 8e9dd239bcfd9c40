import type { TLeadMagnetRecord } from '../../../../shared/lead-magnets';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeleteLeadMagnet } from '../api/delete-lead-magnet';

/** A lead magnet's delete in the spec's words; the month's unit stays spent. */
export const leadMagnetDeletion = (magnet: Pick<TLeadMagnetRecord, 'id' | 'title'>): Deletion => ({
  id: magnet.id,
  useRemove: useDeleteLeadMagnet,
  title: 'Are you sure you want to delete this lead magnet?',
  description: <>&quot;{magnet.title}&quot; and its content are removed for good.</>,
  label: `Delete "${magnet.title}"`,
  deleted: 'Lead magnet deleted successfully',
  failed: 'Failed to delete lead magnet',
});
