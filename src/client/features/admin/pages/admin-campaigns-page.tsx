import { AdminGate } from '../components/admin-gate';
import { AdminHeader } from '../components/admin-header';
import { CampaignsComingSoon } from '../components/campaigns-coming-soon';

/** /admin/campaigns: a placeholder until the campaigns tool exists. */
export function AdminCampaignsPage() {
  return (
    <AdminGate level="manage">
      {(access) => (
        <div className="grid grid-cols-1 gap-6">
          <AdminHeader title="Email Campaigns" subtitle="Send bulk email to your members." role={access.role} />
          <CampaignsComingSoon link={false} />
        </div>
      )}
    </AdminGate>
  );
}
