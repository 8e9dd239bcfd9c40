import type { TAdminAccess } from '../../../../shared/admin';
import type { TCampaignRecord } from '../../../../shared/campaigns';
import { paths } from '@/config/paths';
import { AdminHeader } from '../components/admin-header';
import { CampaignActions } from './campaign-actions';
import { CampaignEditor } from './campaign-editor';

const back = { to: paths.adminCampaigns, label: 'Email Campaigns' };

/** A blank campaign, kept as a draft from its first save. */
export function NewCampaign({ access }: { access: TAdminAccess }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <AdminHeader
        title="New campaign"
        subtitle="It stays a draft until you send or schedule it."
        role={access.role}
        back={back}
      />
      <CampaignEditor />
    </div>
  );
}

/** A draft, for an admin: edited where it is read, with its duplicate and delete above the form. */
export function CampaignDraft({ campaign, access }: { campaign: TCampaignRecord; access: TAdminAccess }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <AdminHeader
        title={campaign.name}
        subtitle="A draft: nothing is sent until you send or schedule it."
        role={access.role}
        back={back}
      />
      <CampaignActions campaign={campaign} />
      <CampaignEditor key={campaign.id} campaign={campaign} />
    </div>
  );
}
