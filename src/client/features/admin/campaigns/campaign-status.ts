import {
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  type TCampaignStats,
  type TCampaignStatus,
} from '../../../../shared/campaigns';

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
