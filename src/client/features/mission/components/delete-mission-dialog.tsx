import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
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
    <AlertDialog open={mission !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete this mission statement?</AlertDialogTitle>
          <AlertDialogDescription>
            {mission
              ? `The three statements generated on ${formatGeneratedAt(mission.generated_at)} will be deleted. This cannot be undone, and it does not give back a generation this month.`
              : ''}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: 'destructive' })}
            onClick={() => mission && onConfirm(mission)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
