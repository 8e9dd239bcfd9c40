import { paths } from '@/config/paths';
import { CampaignEditor } from '../campaigns/campaign-editor';
import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';

/** /admin/campaigns/new: a blank campaign, kept as a draft from its first save. */
export function AdminNewCampaignPage() {
  return (
    <AdminGate level="manage">
      {(access) => (
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <AdminHeader
            title="New campaign"
            subtitle="It stays a draft until you send or schedule it."
            role={access.role}
            back={{ to: paths.adminCampaigns, label: 'Email Campaigns' }}
          />
          <CampaignEditor />
        </div>
      )}
    </AdminGate>
  );
}
