import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { formatGeneratedAt } from '@/lib/mission-text';
import type { TMission } from '../../../../shared/mission';

interface Props {
  mission: TMission | null;
  onCancel: () => void;
  onConfirm: (mission: TMission) => void;
}

/** Asks before a saved mission goes: deleting cannot be undone and does not give back a generation. */
export function DeleteMissionDialog({ mission, onCancel, onConfirm }: Props) {
  return (
    <ConfirmDeleteDialog
      open={mission !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Delete this mission statement?"
      description={
        mission
          ? `The three statements generated on ${formatGeneratedAt(mission.generated_at)} will be deleted. This cannot be undone, and it does not give back a generation this month.`
          : ''
      }
      onConfirm={() => mission && onConfirm(mission)}
    />
  );
}
