import { CopyPlusIcon, CirclePauseIcon, CircleArrowRightIcon, CalendarXIcon } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaign-texts';
import type { TCampaignRecord } from '../../../../shared/campaigns';
import { ConfirmDelete, type Deletion } from '@/components/saved-results/confirm-delete';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type TCampaignMove, useChangeCampaignState } from '../api/change-campaign-state';
import { useDeleteCampaign } from '../api/delete-campaign';
import { useDuplicateCampaign } from '../api/duplicate-campaign';
import { allowedActions } from './campaign-view';
import { SendScheduledNow } from './send-scheduled-now';

const MOVES = {
  cancel: { label: 'Cancel schedule', icon: CalendarXIcon, done: CAMPAIGN_MESSAGES.cancelled },
  pause: { label: 'Pause', icon: CirclePauseIcon, done: CAMPAIGN_MESSAGES.paused },
  resume: { label: 'Resume', icon: CircleArrowRightIcon, done: CAMPAIGN_MESSAGES.resumed },
} as const;

const deletion = (c: TCampaignRecord): Deletion => ({
  id: c.id,
  useRemove: useDeleteCampaign,
  title: 'Delete campaign',
  description: `Are you sure you want to delete “${c.name}”? ${
    c.status === 'draft' ? 'The draft' : 'The campaign and its statistics'
  } cannot be brought back.`,
  deleted: CAMPAIGN_MESSAGES.deleted,
  failed: 'The campaign could not be deleted.',
  failedWithReason: true,
});

/** What an admin may do with a campaign in its present state; the server checks the state again. */
export function CampaignActions({ campaign }: { campaign: TCampaignRecord }) {
  const navigate = useNavigate();
  const change = useChangeCampaignState();
  const duplicate = useDuplicateCampaign();
  const allowed = allowedActions(campaign.status);
  const busy = change.isPending || duplicate.isPending;
  const moves = (['cancel', 'pause', 'resume'] as const).filter((m) => allowed[m]);

  const apply = (move: Exclude<TCampaignMove, 'send'>) => {
    if (busy) return;
    change.mutate(
      { id: campaign.id, move },
      {
        onSuccess: () => toast.success(MOVES[move].done),
        onError: (e) => toast.error(errorMessage(e, 'The campaign could not be changed.')),
      },
    );
  };
  const copy = () => {
    if (busy) return;
    duplicate.mutate(campaign.id, {
      onSuccess: (record) => {
        toast.success(CAMPAIGN_MESSAGES.duplicated);
        void navigate(paths.adminCampaign(record.id));
      },
      onError: (e) => toast.error(errorMessage(e, 'The campaign could not be duplicated.')),
    });
  };

  return (
    <div className="flex flex-wrap gap-2">
      {campaign.status === 'scheduled' && <SendScheduledNow campaign={campaign} />}
      {moves.map((move) => {
        const { label, icon: Icon } = MOVES[move];
        return (
          <Button key={move} type="button" variant="outline" disabled={busy} onClick={() => apply(move)}>
            <Icon aria-hidden />
            {label}
          </Button>
        );
      })}
      <Button type="button" variant="outline" disabled={busy} onClick={copy}>
        <CopyPlusIcon aria-hidden />
        Duplicate
      </Button>
      {allowed.remove && <ConfirmDelete of={deletion(campaign)} goTo={paths.adminCampaigns} labelled />}
    </div>
  );
}
