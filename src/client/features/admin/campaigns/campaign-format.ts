import type { TCampaignAudience, TCampaignListRecord } from '../../../../shared/campaigns';
import { formatDateTime } from '../components/format';

/** The audience in a table cell; the compose form's select says it in full. */
export const AUDIENCE_SHORT: Record<TCampaignAudience, string> = {
  members: 'Members',
  newsletter: 'Newsletter',
  both: 'Members and newsletter',
};

/** When it went out, when it will, or nothing yet; in the viewer's own time zone. */
export function sentWhen(c: Pick<TCampaignListRecord, 'status' | 'scheduled_at' | 'started_at' | 'finished_at'>) {
  if (c.status === 'scheduled' && c.scheduled_at) return `Scheduled for ${formatDateTime(c.scheduled_at)}`;
  if (c.finished_at) return formatDateTime(c.finished_at);
  if (c.started_at) return `Started ${formatDateTime(c.started_at)}`;
  return '—';
}

export const count = (n: number) => n.toLocaleString('en-US');
