import { SendIcon } from 'lucide-react';
import { CAMPAIGN_MESSAGES, type TCampaignRecord } from '../../../../shared/campaigns';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { toast } from '@/lib/toast';
import { useChangeCampaignState } from '../api/change-campaign-state';
import { useAudienceCount } from '../api/get-audience-count';

const SendNowDialog = dialogOnDemand(
  () => import('./send-now-dialog'),
  'SendNowDialog',
  (p) => p.open,
);

/** A scheduled campaign may go before its time (docs/product/admin-campaigns.md), after the same question. */
export function SendScheduledNow({ campaign }: { campaign: TCampaignRecord }) {
  const { trigger, dialog } = useDialogOpener();
  const count = useAudienceCount(campaign.audience, true);
  const change = useChangeCampaignState();
  const recipients = count.data?.recipients;
  const send = () => {
    if (change.isPending) return;
    change.mutate(
      { id: campaign.id, move: 'send' },
      {
        onSuccess: () => toast.success(CAMPAIGN_MESSAGES.sending),
        onError: (e) => toast.error(errorMessage(e, 'The campaign could not be sent.')),
      },
    );
  };
  return (
    <>
      <Button type="button" {...trigger} disabled={change.isPending || !recipients}>
        <SendIcon aria-hidden />
        Send now
      </Button>
      <SendNowDialog {...dialog} name={campaign.name} recipients={recipients ?? 0} onConfirm={send} />
    </>
  );
}
