import type { Deletion } from '@/components/saved-results/confirm-delete';
import { useDeleteContentPlan } from '../api/delete-content-plan';

/** A plan's delete: its share link stops working with it. */
export const planDeletion = ({ id, name }: { id: string; name: string }): Deletion => ({
  id,
  useRemove: useDeleteContentPlan,
  title: <>Are you sure you want to delete &quot;{name}&quot;?</>,
  description: 'The plan and its 30 videos are removed for good, and its share link stops working.',
  label: `Delete "${name}"`,
  deleted: 'Deleted successfully',
  failed: 'Failed to delete content plan',
});
