import { useParams } from 'react-router';
import type { TAdminAccess } from '../../../../shared/admin';
import { ListError } from '@/components/saved-results/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCampaign } from '../api/get-campaign';
import { CampaignActions } from '../campaigns/campaign-actions';
import { CampaignDetail } from '../campaigns/campaign-detail';
import { CampaignEditor } from '../campaigns/campaign-editor';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';

const back = { to: paths.adminCampaigns, label: 'Email Campaigns' };

function Campaign({ id, access }: { id: string; access: TAdminAccess }) {
  const campaign = useCampaign(id);
  if (campaign.isPending)
    return (
      <div aria-busy="true" aria-label="Loading campaign" className="grid gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  if (campaign.isError) {
    const status = campaign.error instanceof ApiError ? campaign.error.status : 0;
    // A malformed id is refused with the same sentence as an unknown one.
    const missing = status === 404 || status === 400;
    return (
      <div className="grid min-w-0 gap-6">
        <AdminHeader
          title={missing ? 'Campaign not found' : 'Email Campaigns'}
          subtitle={missing ? 'It may have been deleted. The list has every campaign there is.' : ''}
          role={access.role}
          back={back}
        />
        {missing ? (
          <p role="alert">{errorMessage(campaign.error, 'That campaign does not exist.')}</p>
        ) : (
          <ListError
            message={errorMessage(campaign.error, 'Failed to load the campaign')}
            onRetry={() => void campaign.refetch()}
          />
        )}
      </div>
    );
  }
  const c = campaign.data;
  // A draft is edited where it is read; once it leaves its draft state, only its actions remain.
  if (c.status !== 'draft' || !access.manage) return <CampaignDetail campaign={c} access={access} />;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <AdminHeader
        title={c.name}
        subtitle="A draft: nothing is sent until you send or schedule it."
        role={access.role}
        back={back}
      />
      <CampaignActions campaign={c} />
      <CampaignEditor key={c.id} campaign={c} />
    </div>
  );
}

/** /admin/campaigns/:campaignId: a draft to edit, or a campaign's statistics (docs/product/admin-campaigns.md). */
export function AdminCampaignPage() {
  const { campaignId = '' } = useParams();
  return <AdminGate level="view">{(access) => <Campaign id={campaignId} access={access} />}</AdminGate>;
}
