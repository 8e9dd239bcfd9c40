import { z } from 'zod';

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

// eslint-disable-next-line no-control-regex -- a NUL or other control character never belongs in a mail
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const noControl = (s: string) => !CONTROL.test(s);

const mergeChecked = (max: number, requiredMessage: string, tooLong: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLong })
    .refine(noControl, { error: 'Remove the control characters from this text' })
    .superRefine((v, ctx) => {
      const unknown = unknownMergeFields(v);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownMergeFieldMessage(unknown) });
    });

/** What a campaign is made of; the compose form edits these. */
export const ZCampaignDraft = z.strictObject({
  name: z
    .string({ error: CAMPAIGN_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: CAMPAIGN_MESSAGES.nameRequired })
    .max(CAMPAIGN_LIMITS.name, { error: `The name can be at most ${CAMPAIGN_LIMITS.name} characters` })
    .refine(noControl, { error: 'Remove the control characters from the name' }),
  subject: mergeChecked(CAMPAIGN_LIMITS.subject, CAMPAIGN_MESSAGES.subjectRequired, CAMPAIGN_MESSAGES.subjectTooLong),
  preheader: z
    .string({ error: 'The preview text must be text' })
    .trim()
    .max(CAMPAIGN_LIMITS.preheader, {
      error: `The preview text can be at most ${CAMPAIGN_LIMITS.preheader} characters`,
    })
    .refine(noControl, { error: 'Remove the control characters from the preview text' })
    .default(''),
  body: mergeChecked(CAMPAIGN_LIMITS.body, CAMPAIGN_MESSAGES.bodyRequired, CAMPAIGN_MESSAGES.bodyTooLong),
  audience: z.enum(CAMPAIGN_AUDIENCES, { error: 'Choose who receives this campaign' }),
});
export type TCampaignDraft = z.input<typeof ZCampaignDraft>;

/** A preview of the rendered mail while composing: the same fields, none of them required yet. */
export const ZCampaignPreviewInput = z.strictObject({
  subject: z.string().max(CAMPAIGN_LIMITS.subject, { error: CAMPAIGN_MESSAGES.subjectTooLong }).default(''),
  preheader: z.string().max(CAMPAIGN_LIMITS.preheader).default(''),
  body: z.string().max(CAMPAIGN_LIMITS.body, { error: CAMPAIGN_MESSAGES.bodyTooLong }).default(''),
});
export type TCampaignPreviewInput = z.input<typeof ZCampaignPreviewInput>;

export interface TCampaignPreviewRecord {
  subject: string;
  html: string;
  text: string;
  /** Merge fields the preview could not fill; empty when all is well. */
  unknown_fields: string[];
}

/** Schedule a draft: an ISO time with its offset, stored in UTC. */
export const ZCampaignSchedule = z.strictObject({
  scheduledAt: z.iso.datetime({ offset: true, error: 'Choose a date and time' }),
});
export type TCampaignSchedule = z.input<typeof ZCampaignSchedule>;

export const ZCampaignListQuery = z.object({
  status: z.enum(CAMPAIGN_STATUSES, { error: 'Unknown campaign status' }).optional(),
});

export const ZAudienceQuery = z.object({
  audience: z.enum(CAMPAIGN_AUDIENCES, { error: 'Choose who receives this campaign' }),
});

export const ZCampaignParam = z.object({ id: z.uuid({ error: CAMPAIGN_MESSAGES.notFound }) });

/** One recipient's state in a campaign's send. */
export const DELIVERY_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced', 'skipped', 'unknown'] as const;
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export interface TCampaignStats {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  bounced: number;
  /** Unsubscribed or bounced before their turn came. */
  skipped: number;
  /** A crash left it unknown whether the mail left; never sent again. */
  unknown: number;
  /** Recipients who unsubscribed through this campaign's link. */
  unsubscribed: number;
}

export interface TCampaignListRecord {
  id: string;
  name: string;
  subject: string;
  audience: TCampaignAudience;
  status: TCampaignStatus;
  scheduled_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  created_at: string;
  created_by: string | null;
  stats: TCampaignStats;
}

export interface TCampaignRecord extends TCampaignListRecord {
  preheader: string;
  body: string;
  /** Set when the campaign failed as a whole (e.g. every mail was refused). */
  error: string | null;
}

export interface TAudienceCountRecord {
  audience: TCampaignAudience;
  recipients: number;
}

/** A recipient whose mail a crash left unconfirmed: listed for the admin, never sent again. */
export interface TCampaignProblemRecord {
  email: string;
  status: 'unknown' | 'failed' | 'bounced';
  error: string | null;
  updated_at: string;
}
