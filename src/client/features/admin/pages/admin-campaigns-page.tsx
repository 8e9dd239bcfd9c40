import { NewResultButton } from '@/components/saved-results/list-states';
import { paths } from '@/config/paths';
import { CampaignsList } from '../campaigns/campaigns-list';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';

/**
 * /admin/campaigns: every campaign and its counts. A moderator reads them; writing and sending are for
 * admins and super admins (docs/product/admin-campaigns.md).
 */
export function AdminCampaignsPage() {
  return (
    <AdminGate level="view">
      {(access) => (
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <AdminHeader
            title="Email Campaigns"
            subtitle={
              access.manage
                ? 'Write a campaign, check it in a test, then send it now or at a set time.'
                : 'Every campaign, its state and how its sending went.'
            }
            role={access.role}
            action={access.manage && <NewResultButton to={paths.newCampaign} label="New campaign" />}
          />
          <CampaignsList canManage={access.manage} />
        </div>
      )}
    </AdminGate>
  );
}
