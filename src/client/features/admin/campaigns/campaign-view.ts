import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES } from '../../../../shared/campaign-texts';
import type {
  TCampaignAudience,
  TCampaignListRecord,
  TCampaignStats,
  TCampaignStatus,
} from '../../../../shared/campaigns';
import { formatDateTime } from '../components/format';

/* How a campaign is read on the admin screens: its states and what each allows, its counts and times. */

/** The list's filter: every campaign, or those in one state; kept in `?status=` so a reload keeps it. */
export const ALL_STATUSES = 'all';
export const STATUS_FILTER_OPTIONS = [
  { value: ALL_STATUSES, label: 'All statuses' },
  ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: CAMPAIGN_STATUS_LABELS[s] })),
] as const;

/** A status named in the address, or undefined (all) for anything else: a hand-edited link never breaks the list. */
export function parseStatusFilter(value: string | null): TCampaignStatus | undefined {
  return (CAMPAIGN_STATUSES as readonly (string | null)[]).includes(value) ? (value as TCampaignStatus) : undefined;
}

/** How often a list or a campaign that is sending is asked again, so its counts move. */
export const SENDING_REFRESH_MS = 2500;

export const refreshWhileSending = (statuses: readonly TCampaignStatus[]) =>
  statuses.includes('sending') ? SENDING_REFRESH_MS : false;

/** What each state allows; the server refuses the rest with a message of its own. */
export function allowedActions(status: TCampaignStatus) {
  return {
    edit: status === 'draft',
    send: status === 'draft' || status === 'scheduled',
    schedule: status === 'draft',
    cancel: status === 'scheduled',
    pause: status === 'sending',
    resume: status === 'paused',
    duplicate: true,
    remove: !['scheduled', 'sending', 'paused'].includes(status),
  };
}

/** Recipients whose mail is settled one way or another, out of all of them. */
export function sendProgress(stats: TCampaignStats): { done: number; total: number } {
  const done = stats.sent + stats.failed + stats.bounced + stats.skipped + stats.unknown;
  return { done: Math.min(done, stats.recipients), total: stats.recipients };
}

/** '1 recipient', '1,234 recipients'. */
export const recipientsText = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'recipient' : 'recipients'}`;

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

/** 'Europe/Berlin (GMT+2)': the zone the schedule input is read in, with its offset at that moment. */
export function zoneLabel(at: Date): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const offset = new Intl.DateTimeFormat('en-US', { timeZoneName: 'shortOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // UTC needs no offset beside it.
  return offset && !/UTC$/.test(zone) ? `${zone} (${offset})` : zone;
}
