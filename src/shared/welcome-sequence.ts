import { z } from 'zod';
import { zList, zOptionalText, zOut, zOutList, zText } from './ai';
import { unknownMergeFieldMessage, unknownMergeFields } from './campaign-texts';
import { LEAD_MAGNET_TYPE_IDS } from './lead-magnets';

/**
 * A welcome sequence (docs/product/audience.md, "Welcome sequence"): a few emails an opt-in page's new
 * subscribers get on the days after they confirm, written by the generator and edited by the member.
 */

export const WELCOME_LIMITS = {
  emailsMin: 3,
  emailsMax: 5,
  subject: 150,
  /** What the member may save; far beyond any welcome email, far below a body that slows every render. */
  body: 20_000,
  /** What a generation may write per email. */
  generatedBody: 5_000,
  delayMax: 365,
} as const;

/** The waits a written sequence starts with, in days after confirmation: the first n of these. */
export const WELCOME_DEFAULT_DELAYS = [0, 2, 4, 7, 10] as const;

/** The first name a preview fills in. */
export const WELCOME_SAMPLE_FIRST_NAME = 'Alex';

export const WELCOME_MESSAGES = {
  notFound: 'Welcome sequence not found',
  emailNotFound: 'That email is not part of this welcome sequence',
  turnOffFirst: 'Turn the sequence off before writing a new one',
  alreadyOn: 'The welcome sequence is already on',
  alreadyOff: 'The welcome sequence is already off',
  tooFewToEnable: `Add at least ${WELCOME_LIMITS.emailsMin} emails before turning the sequence on`,
  emailsCount: `A welcome sequence has ${WELCOME_LIMITS.emailsMin} to ${WELCOME_LIMITS.emailsMax} emails`,
  subjectRequired: 'Write a subject line for every email',
  subjectTooLong: `Each subject can be at most ${WELCOME_LIMITS.subject} characters`,
  bodyRequired: 'Write the body of every email',
  bodyTooLong: `Each email can be at most ${WELCOME_LIMITS.body.toLocaleString('en-US')} characters long`,
  delayRange: `Each wait is a whole number of days from 0 to ${WELCOME_LIMITS.delayMax}`,
  delaysOrder: 'Each email waits at least as long as the one before it',
  duplicateEmail: 'The same email is listed twice',
  unknownEmail: 'An email in the list is no longer part of this sequence. Reload the page and try again.',
  controlCharacters: 'Remove the control characters from this text',
  written: 'Welcome sequence written',
  saved: 'Welcome sequence saved',
  enabled: 'Welcome sequence is on',
  disabled: 'Welcome sequence is off',
  testSent: 'Test email sent to you',
  testFailed: 'The mail server did not accept the test email:',
} as const;

/** docs/product/audience.md: a failed generation answers this prefix plus the reason, and saves nothing. */
export const WELCOME_SEQUENCE_FAILED = 'Failed to write the welcome sequence: ';

/** A NUL or other control character never belongs in a mail; tab and line breaks do. */
const isControl = (code: number) => (code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127;
const noControl = (s: string) => {
  for (let i = 0; i < s.length; i++) if (isControl(s.charCodeAt(i))) return false;
  return true;
};

const mailText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: tooLong })
    .refine(noControl, { error: WELCOME_MESSAGES.controlCharacters })
    .superRefine((v, ctx) => {
      const unknown = unknownMergeFields(v);
      if (unknown.length) ctx.addIssue({ code: 'custom', message: unknownMergeFieldMessage(unknown) });
    });

const ZDelay = z
  .number({ error: WELCOME_MESSAGES.delayRange })
  .int({ error: WELCOME_MESSAGES.delayRange })
  .min(0, { error: WELCOME_MESSAGES.delayRange })
  .max(WELCOME_LIMITS.delayMax, { error: WELCOME_MESSAGES.delayRange });

/** One email as the editor saves it; `id` keeps an existing email (and its sent mail's statistics). */
export const ZWelcomeEmailInput = z.strictObject({
  id: z.uuid({ error: WELCOME_MESSAGES.unknownEmail }).optional(),
  subject: mailText(WELCOME_LIMITS.subject, WELCOME_MESSAGES.subjectRequired, WELCOME_MESSAGES.subjectTooLong),
  body: mailText(WELCOME_LIMITS.body, WELCOME_MESSAGES.bodyRequired, WELCOME_MESSAGES.bodyTooLong),
  delayDays: ZDelay,
});

/** PUT /api/audience/sequences/:pageId: the whole sequence, in order. */
export const ZWelcomeSequenceSave = z.strictObject({
  emails: z
    .array(ZWelcomeEmailInput, { error: WELCOME_MESSAGES.emailsCount })
    .min(WELCOME_LIMITS.emailsMin, { error: WELCOME_MESSAGES.emailsCount })
    .max(WELCOME_LIMITS.emailsMax, { error: WELCOME_MESSAGES.emailsCount })
    .superRefine((emails, ctx) => {
      for (let i = 1; i < emails.length; i++)
        if (emails[i]!.delayDays < emails[i - 1]!.delayDays)
          return ctx.addIssue({ code: 'custom', message: WELCOME_MESSAGES.delaysOrder, path: [i, 'delayDays'] });
      const ids = emails.flatMap((e) => (e.id ? [e.id] : []));
      if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: WELCOME_MESSAGES.duplicateEmail });
    }),
});
export type TWelcomeSequenceSave = z.input<typeof ZWelcomeSequenceSave>;

/** POST …/preview: the email being edited, rendered as it is sent; nothing is required yet. */
export const ZWelcomePreviewInput = z.strictObject({
  subject: z
    .string({ error: 'The subject must be text' })
    .max(WELCOME_LIMITS.subject, { error: WELCOME_MESSAGES.subjectTooLong })
    .default(''),
  body: z
    .string({ error: 'The body must be text' })
    .max(WELCOME_LIMITS.body, { error: WELCOME_MESSAGES.bodyTooLong })
    .default(''),
});
export type TWelcomePreviewInput = z.input<typeof ZWelcomePreviewInput>;

/** POST …/test: which saved email goes to the member's own address. */
export const ZWelcomeTestInput = z.strictObject({
  emailId: z.uuid({ error: WELCOME_MESSAGES.emailNotFound }),
});
export type TWelcomeTestInput = z.input<typeof ZWelcomeTestInput>;

export const ZWelcomePageParam = z.object({ pageId: z.uuid({ error: WELCOME_MESSAGES.notFound }) });

export interface TWelcomeEmailStats {
  sent: number;
  /** Refused for good by the receiving server, or given up after every retry. */
  failed: number;
  /** Readers who left through this email's unsubscribe link. */
  unsubscribes: number;
}

export interface TWelcomeEmailRecord {
  id: string;
  position: number;
  subject: string;
  body: string;
  delay_days: number;
  stats: TWelcomeEmailStats;
}

export interface TWelcomeSequenceRecord {
  page_id: string;
  enabled: boolean;
  enabled_at: string | null;
  /** Written by the offline composer. */
  offline: boolean;
  emails: TWelcomeEmailRecord[];
  /** Mails of this sequence that are due but held back until tomorrow by the member's daily sending limit. */
  waiting_for_daily_limit: number;
}

export interface TWelcomePreviewRecord {
  subject: string;
  html: string;
  text: string;
}

export interface TWelcomeTestRecord {
  sent_to: string;
}

/*
 * The generator: what it is given (built on the server from the member's lead magnet, opt-in page and
 * newest offer) and what it must write.
 */

export const ZWelcomeSequenceInput = z.strictObject({
  leadMagnet: z.strictObject({
    title: zText('Title', 150),
    type: z.enum(LEAD_MAGNET_TYPE_IDS, { error: 'Please choose a lead magnet type' }),
    audience: zText('Target audience', 300),
    painPoints: zList('Pain points', zText('Pain point', 200), 1, 15),
    /** The outline the member wrote: what each part of the download is about. */
    sections: zList(
      'Sections',
      z.strictObject({ title: zText('Section title', 150), summary: zOptionalText('Section summary', 1000) }),
      0,
      12,
    ).default([]),
    /** Key points and action items from the generated content. */
    takeaways: zList('Takeaways', zText('Takeaway', 300), 0, 20).default([]),
  }),
  page: z.strictObject({
    headline: zText('Headline', 200),
    bullets: zList('Bullets', zText('Bullet', 200), 0, 5).default([]),
  }),
  /** The name the page and its mails show for the member. */
  senderName: zOptionalText('Sender name', 120),
  offer: z
    .strictObject({
      name: zText('Offer name', 100),
      headline: zOptionalText('Offer headline', 200),
      outcome: zOptionalText('Offer outcome', 400),
      deliverables: zList('Deliverables', zText('Deliverable', 200), 0, 8).default([]),
    })
    .nullable()
    .default(null),
});
export type TWelcomeSequenceInput = z.infer<typeof ZWelcomeSequenceInput>;

export const ZWelcomeSequenceDraft = z.object({
  emails: zOutList(
    z.object({ subject: zOut(WELCOME_LIMITS.subject), body: zOut(WELCOME_LIMITS.generatedBody) }),
    WELCOME_LIMITS.emailsMin,
    WELCOME_LIMITS.emailsMax,
  ),
});
export type TWelcomeSequenceDraft = z.infer<typeof ZWelcomeSequenceDraft>;
