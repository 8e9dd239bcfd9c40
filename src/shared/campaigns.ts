import { z } from 'zod';
import { DATE_WINDOW_MESSAGE, inDateWindow } from './dates';
import {
  CAMPAIGN_AUDIENCES,
  CAMPAIGN_LIMITS,
  CAMPAIGN_MESSAGES,
  CAMPAIGN_STATUSES,
  unknownMergeFieldMessage,
  type TCampaignAudience,
  type TCampaignStatus,
  unknownMergeFields,
} from './campaign-texts';

export * from './campaign-texts';

/** A NUL or other control character never belongs in a mail; tab and line breaks do. */
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
const noControl = (s: string) => {
  for (let i = 0; i < s.length; i++) if (isControl(s.charCodeAt(i))) return false;
  return true;
};

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
  scheduledAt: z.iso
    .datetime({ offset: true, error: 'Choose a date and time' })
    .refine(inDateWindow, { error: `The date and time ${DATE_WINDOW_MESSAGE}` }),
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
