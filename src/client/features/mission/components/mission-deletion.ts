import type { TMission } from '../../../../shared/mission';
import type { Deletion } from '@/components/saved-results/confirm-delete';
import { formatGeneratedAt } from '@/lib/mission-text';
import { useDeleteMission } from '../api/delete-mission';

/**
 * A saved mission's delete: it cannot be undone and does not give back a generation. `null` while no
 * mission is picked, so the dialog stays mounted and can animate closed.
 */
export const missionDeletion = (mission: TMission | null): Deletion => ({
  id: mission?.id ?? '',
  useRemove: useDeleteMission,
  title: 'Delete this mission statement?',
  description: mission
    ? `The three statements generated on ${formatGeneratedAt(mission.generated_at)} will be deleted. This cannot be undone, and it does not give back a generation this month.`
    : '',
  deleted: 'Mission statement deleted successfully!',
  failed: 'Failed to delete mission statement',
});
