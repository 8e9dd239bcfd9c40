import { PencilIcon } from 'lucide-react';
import * as React from 'react';
import { dialogOnDemand } from '@/app/dialog-on-demand';
import { Button } from '@/components/ui/button';

const RenamePlanForm = dialogOnDemand(
  () => import('./rename-plan-form'),
  'RenamePlanForm',
  (props) => props.open,
);

/** Rename on a plan card or a saved plan; the dialog and its form load on demand. */
export function RenamePlanDialog({ planId, name, compact }: { planId: string; name: string; compact?: boolean }) {
  const [open, setOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={opener}
        variant="outline"
        size={compact ? 'icon' : 'sm'}
        aria-label={compact ? `Rename "${name}"` : undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <PencilIcon aria-hidden />
        {!compact && 'Rename'}
      </Button>
      <RenamePlanForm planId={planId} name={name} open={open} onOpenChange={setOpen} opener={opener} />
    </>
  );
}
