/* A campaign's states, labels, limits and messages, apart from its schemas (campaigns.ts): the admin
 * screens show them without loading zod. */

/** docs/product/admin-campaigns.md: every state a campaign passes through. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'paused', 'sent', 'cancelled', 'failed'] as const;
export type TCampaignStatus = (typeof CAMPAIGN_STATUSES)[number];
/** These count as active on the admin dashboard (docs/product/admin.md). */
export const ACTIVE_CAMPAIGN_STATUSES = ['scheduled', 'sending'] as const;

export const CAMPAIGN_STATUS_LABELS: Record<TCampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  paused: 'Paused',
  sent: 'Sent',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** Who a campaign goes to: only people who asked for it. */
export const CAMPAIGN_AUDIENCES = ['members', 'newsletter', 'both'] as const;
export type TCampaignAudience = (typeof CAMPAIGN_AUDIENCES)[number];

export const CAMPAIGN_AUDIENCE_LABELS: Record<TCampaignAudience, string> = {
  members: 'Members who chose product news',
  newsletter: 'Confirmed newsletter subscribers',
  both: 'Both (each address once)',
};

export const CAMPAIGN_LIMITS = {
  name: 120,
  subject: 200,
  preheader: 150,
  /** Characters of Markdown: far beyond any newsletter, far below a body that slows every render. */
  body: 50_000,
  fallback: 40,
  /** How far ahead a campaign may be scheduled. */
  scheduleDays: 365,
} as const;

/**
 * The merge fields a body or subject may hold: `{{first_name}}`, or `{{first_name|friend}}` with its
 * own fallback. Anything else between double braces is refused, so a typo never reaches an inbox.
 */
export const MERGE_FIELDS = ['first_name'] as const;
export const DEFAULT_FIRST_NAME_FALLBACK = 'there';
export const MERGE_FIELD_PATTERN = /\{\{\s*([^{}|]*?)\s*(?:\|\s*([^{}]*?)\s*)?\}\}/g;

export const CAMPAIGN_MESSAGES = {
  notFound: 'That campaign does not exist.',
  nameRequired: 'Give the campaign a name',
  subjectRequired: 'Write a subject line',
  bodyRequired: 'Write the body of the email',
  subjectTooLong: `The subject can be at most ${CAMPAIGN_LIMITS.subject} characters`,
  bodyTooLong: `The body can be at most ${CAMPAIGN_LIMITS.body.toLocaleString('en-US')} characters`,
  scheduleInPast: 'Choose a time in the future',
  scheduleTooFar: `Choose a time within the next ${CAMPAIGN_LIMITS.scheduleDays} days`,
  emptyAudience: 'Nobody in this audience can be mailed yet. Choose another audience, or wait for people to opt in.',
  notEditable: 'Only a draft can be edited. Duplicate this campaign to change it.',
  notSchedulable: 'Only a draft can be scheduled or sent.',
  notCancellable: 'Only a scheduled campaign can be cancelled.',
  notPausable: 'Only a campaign that is sending can be paused.',
  notResumable: 'Only a paused campaign can be resumed.',
  notDeletable: 'A scheduled, sending or paused campaign cannot be deleted. Cancel or let it finish first.',
  created: 'Campaign saved as a draft',
  saved: 'Campaign saved',
  testSent: 'Test email sent to you',
  testFailed: 'The mail server did not accept the test email:',
  scheduled: 'Campaign scheduled',
  sending: 'Campaign is sending',
  cancelled: 'Campaign cancelled',
  paused: 'Campaign paused',
  resumed: 'Campaign resumed',
  duplicated: 'Campaign duplicated as a new draft',
  deleted: 'Campaign deleted',
} as const;

/** The text of every unknown merge field, for the message that names them. */
export function unknownMergeFields(text: string): string[] {
  const unknown = new Set<string>();
  for (const m of text.matchAll(MERGE_FIELD_PATTERN)) {
    const name = (m[1] ?? '').trim();
    if (!(MERGE_FIELDS as readonly string[]).includes(name)) unknown.add(`{{${name}}}`);
  }
  return [...unknown];
}

export const unknownMergeFieldMessage = (fields: string[]) =>
  `Unknown merge field${fields.length === 1 ? '' : 's'} ${fields.join(', ')}. You can use {{first_name}}, or {{first_name|friend}} with a fallback.`;
