import { PencilIcon } from 'lucide-react';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { Button } from '@/components/ui/button';

const RenamePlanForm = dialogOnDemand(
  () => import('./rename-plan-form'),
  'RenamePlanForm',
  (props) => props.open,
);

/** Rename on a plan card or a saved plan; the dialog and its form load on demand. */
export function RenamePlanDialog({ planId, name, compact }: { planId: string; name: string; compact?: boolean }) {
  const { trigger, dialog } = useDialogOpener();
  return (
    <>
      <Button
        variant="outline"
        size={compact ? 'icon' : 'sm'}
        aria-label={compact ? `Rename "${name}"` : undefined}
        {...trigger}
      >
        <PencilIcon aria-hidden />
        {!compact && 'Rename'}
      </Button>
      <RenamePlanForm planId={planId} name={name} {...dialog} />
    </>
  );
}
