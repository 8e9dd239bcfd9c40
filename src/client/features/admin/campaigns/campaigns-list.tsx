import { MailsIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CAMPAIGN_STATUS_LABELS } from '../../../../shared/campaign-texts';
import { ListEmpty, ListError, NewResultButton } from '@/components/saved-results/list-states';
import { SelectField } from '@/components/select-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCampaigns } from '../api/get-campaigns';
import { ALL_STATUSES, parseStatusFilter, STATUS_FILTER_OPTIONS } from './campaign-view';
import { CampaignsTable } from './campaigns-table';
import { zoneLabel } from './campaign-view';

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading campaigns" className="grid gap-2">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} className="h-16 rounded-lg" />
      ))}
    </div>
  );
}

/** The campaigns, newest first, filtered by state; the filter lives in the address. */
export function CampaignsList({ canManage }: { canManage: boolean }) {
  const [params, setParams] = useSearchParams();
  const status = parseStatusFilter(params.get('status'));
  const list = useCampaigns(status);
  const filter = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (parseStatusFilter(value)) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  const newCampaign = canManage ? <NewResultButton to={paths.newCampaign} label="New campaign" /> : null;

  return (
    <section className="grid min-w-0 gap-4" aria-label="Campaigns">
      <SelectField
        id="campaign-status"
        label="Status"
        fieldClassName="w-full sm:w-56"
        options={STATUS_FILTER_OPTIONS}
        value={status ?? ALL_STATUSES}
        onChange={(e) => filter(e.target.value)}
      />
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ListError message={errorMessage(list.error, 'Failed to load campaigns')} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        status ? (
          <ListEmpty
            icon={MailsIcon}
            title={`No ${CAMPAIGN_STATUS_LABELS[status].toLowerCase()} campaigns`}
            text="No campaign is in this state right now."
            action={
              <Button variant="outline" onClick={() => filter(ALL_STATUSES)}>
                Show all campaigns
              </Button>
            }
          />
        ) : (
          <ListEmpty
            icon={MailsIcon}
            title="No campaigns yet"
            text={
              canManage
                ? 'Write your first campaign: it stays a draft until you send or schedule it.'
                : 'Campaigns that admins write will show here.'
            }
            action={newCampaign}
          />
        )
      ) : (
        <>
          <CampaignsTable campaigns={list.data} />
          <p className="text-xs text-muted-foreground">Times are shown in {zoneLabel(new Date())}.</p>
        </>
      )}
    </section>
  );
}
