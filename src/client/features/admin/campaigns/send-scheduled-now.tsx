import { SendIcon } from 'lucide-react';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaign-texts';
import type { TCampaignRecord } from '../../../../shared/campaigns';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { dialogOnDemand, useDialogOpener } from '@/lib/loading/dialog-on-demand';
import { sendNowQuestion } from './send-now-text';
import { toast } from '@/lib/toast';
import { useChangeCampaignState } from '../api/change-campaign-state';
import { useAudienceCount } from '../api/get-audience-count';

// The one irreversible-action dialog of the app, loaded on first open.
const ConfirmAlert = dialogOnDemand(
  () => import('@/components/saved-results/confirm-delete-alert'),
  'ConfirmDeleteAlert',
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
      <ConfirmAlert
        {...sendNowQuestion(campaign.name, recipients ?? 0)}
        open={dialog.open}
        onOpenChange={dialog.onOpenChange}
        returnFocusTo={dialog.opener}
        onConfirm={send}
      />
    </>
  );
}
