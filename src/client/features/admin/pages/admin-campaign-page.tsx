import * as React from 'react';
import { useParams } from 'react-router';
import type { TAdminAccess } from '../../../../shared/admin';
import { ListError } from '@/components/saved-results/list-states';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { lazyNamed } from '@/lib/loading/lazy-named';
import { useCampaign } from '../api/get-campaign';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';

const loadDraft = () => import('../campaigns/campaign-draft');
const loadDetail = () => import('../campaigns/campaign-detail');
const CampaignDraft = lazyNamed(loadDraft, 'CampaignDraft');
const NewCampaign = lazyNamed(loadDraft, 'NewCampaign');
const CampaignDetail = lazyNamed(loadDetail, 'CampaignDetail');

const back = { to: paths.adminCampaigns, label: 'Email Campaigns' };

function Loading() {
  return (
    <div aria-busy="true" aria-label="Loading campaign" className="grid gap-4">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-64" />
    </div>
  );
}

function Campaign({ id, access }: { id: string; access: TAdminAccess }) {
  const campaign = useCampaign(id);
  // Whether a campaign is edited or only read is known once it has arrived; the code for both comes
  // meanwhile, so neither waits for the other.
  React.useEffect(() => {
    if (access.manage) void loadDraft().catch(() => undefined);
    void loadDetail().catch(() => undefined);
  }, [access.manage]);
  if (campaign.isPending) return <Loading />;
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
  return (
    <React.Suspense fallback={<Loading />}>
      {c.status === 'draft' && access.manage ? (
        <CampaignDraft campaign={c} access={access} />
      ) : (
        <CampaignDetail campaign={c} access={access} />
      )}
    </React.Suspense>
  );
}

/**
 * /admin/campaigns/:campaignId: a draft to edit, or a campaign's statistics (docs/product/admin-campaigns.md);
 * /admin/campaigns/new is a blank one. One route for both keeps the route table, which every page loads,
 * one entry shorter.
 */
export function AdminCampaignPage() {
  const { campaignId = '' } = useParams();
  if (`${paths.adminCampaigns}/${campaignId}` === paths.newCampaign)
    return (
      <AdminGate level="manage">
        {(access) => (
          <React.Suspense fallback={<Loading />}>
            <NewCampaign access={access} />
          </React.Suspense>
        )}
      </AdminGate>
    );
  return <AdminGate level="view">{(access) => <Campaign id={campaignId} access={access} />}</AdminGate>;
}
