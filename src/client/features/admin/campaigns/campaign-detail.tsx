import * as React from 'react';
import { CAMPAIGN_AUDIENCE_LABELS } from '../../../../shared/campaign-texts';
import type { TCampaignRecord } from '../../../../shared/campaigns';
import type { TAdminAccess } from '../../../../shared/admin';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCampaignPreview } from '../api/preview-campaign';
import { AdminHeader } from '../components/admin-header';
import { formatDateTime } from '../components/format';
import { CampaignActions } from './campaign-actions';
import { LazyCampaignPreview as CampaignPreview } from './lazy-preview';
import { CampaignProblems } from './campaign-problems';
import { CampaignStats } from './campaign-stats';
import { CampaignStatusBadge } from './campaign-status-badge';

function Times({ campaign: c }: { campaign: TCampaignRecord }) {
  const times = [
    ['Created', c.created_at],
    ['Scheduled for', c.status === 'scheduled' ? c.scheduled_at : null],
    ['Started', c.started_at],
    ['Finished', c.finished_at],
  ] as const;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {times.map(([label, at]) =>
        at ? (
          <div key={label} className="flex gap-1.5">
            <dt className="text-muted-foreground">{label}</dt>
            <dd>{formatDateTime(at)}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}

/** The mail as stored, rendered by the server (admins), or its text as written (moderators, who may not render). */
function StoredContent({ campaign, render }: { campaign: TCampaignRecord; render: boolean }) {
  const input = React.useMemo(
    () => ({ subject: campaign.subject, preheader: campaign.preheader, body: campaign.body }),
    [campaign.subject, campaign.preheader, campaign.body],
  );
  const preview = useCampaignPreview(input, render);
  if (render)
    return (
      <CampaignPreview
        preview={preview.data}
        updating={preview.isFetching && !preview.data}
        error={preview.isError ? errorMessage(preview.error, 'The preview could not be rendered.') : null}
      />
    );
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Content</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="wrap-anywhere">
          <span className="text-muted-foreground">Subject: </span>
          {campaign.subject}
        </p>
        {campaign.preheader && (
          <p className="wrap-anywhere">
            <span className="text-muted-foreground">Preview text: </span>
            {campaign.preheader}
          </p>
        )}
        <pre className="max-h-[36rem] overflow-y-auto rounded-md border bg-muted/30 p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
          {campaign.body}
        </pre>
      </CardContent>
    </Card>
  );
}

/** A campaign past its draft (or any campaign, for a moderator): its state, counts, problems and content. */
export function CampaignDetail({ campaign, access }: { campaign: TCampaignRecord; access: TAdminAccess }) {
  // Counts exist once sending began; a draft, a scheduled or a cancelled campaign would show only zeros.
  const started = campaign.started_at !== null || !['draft', 'scheduled', 'cancelled'].includes(campaign.status);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <AdminHeader
        title={campaign.name}
        subtitle={CAMPAIGN_AUDIENCE_LABELS[campaign.audience]}
        role={access.role}
        back={{ to: paths.adminCampaigns, label: 'Email Campaigns' }}
      />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <CampaignStatusBadge status={campaign.status} />
          <Times campaign={campaign} />
        </div>
        {campaign.error && (
          <p role="alert" className="text-sm wrap-anywhere text-destructive">
            {campaign.error}
          </p>
        )}
        {access.manage && <CampaignActions campaign={campaign} />}
      </div>
      {started && <CampaignStats campaign={campaign} />}
      {started && <CampaignProblems id={campaign.id} sending={campaign.status === 'sending'} />}
      <StoredContent campaign={campaign} render={access.manage} />
    </div>
  );
}
