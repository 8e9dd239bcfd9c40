import { Share2Icon } from 'lucide-react';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { Button } from '@/components/ui/button';

const SharePlanForm = dialogOnDemand(
  () => import('./share-plan-form'),
  'SharePlanForm',
  (props) => props.open,
);

/** Share Plan: the button, and its dialog loaded on demand. */
export function SharePlanDialog({ planId, token }: { planId: string; token: string | null }) {
  const { trigger, dialog } = useDialogOpener();
  return (
    <>
      <Button size="sm" {...trigger}>
        <Share2Icon aria-hidden />
        Share Plan
      </Button>
      <SharePlanForm planId={planId} token={token} {...dialog} />
    </>
  );
}
