import { Share2Icon } from 'lucide-react';
import * as React from 'react';
import { dialogOnDemand } from '@/app/dialog-on-demand';
import { Button } from '@/components/ui/button';

const SharePlanForm = dialogOnDemand(
  () => import('./share-plan-form'),
  'SharePlanForm',
  (props) => props.open,
);

/** Share Plan: the button, and its dialog loaded on demand. */
export function SharePlanDialog({ planId, token }: { planId: string; token: string | null }) {
  const [open, setOpen] = React.useState(false);
  const opener = React.useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={opener} size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        <Share2Icon aria-hidden />
        Share Plan
      </Button>
      <SharePlanForm planId={planId} token={token} open={open} onOpenChange={setOpen} opener={opener} />
    </>
  );
}
