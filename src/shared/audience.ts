import { z } from 'zod';

/**
 * The audience feature (docs/product/audience.md): a lead magnet published as an opt-in page at
 * `/l/{slug}`, the member's subscribers, and a welcome sequence per page. This file holds the opt-in
 * page's contract and what the subscriber and sequence parts share.
 */

export const OPTIN_PAGE_STATUSES = ['published', 'unpublished'] as const;
export type TOptinPageStatus = (typeof OPTIN_PAGE_STATUSES)[number];

/** What is stored; `bounced` is read from the mail engine's suppressions when a subscriber is shown. */
export const SUBSCRIBER_STATUSES = ['unconfirmed', 'subscribed', 'unsubscribed'] as const;
export const SUBSCRIBER_VIEW_STATUSES = [...SUBSCRIBER_STATUSES, 'bounced'] as const;
export type TSubscriberStatus = (typeof SUBSCRIBER_VIEW_STATUSES)[number];
export const SUBSCRIBER_SOURCES = ['page', 'import'] as const;
export type TSubscriberSource = (typeof SUBSCRIBER_SOURCES)[number];

export const OPTIN_LIMITS = {
  slugMin: 3,
  slugMax: 60,
  headline: 120,
  bullet: 160,
  bullets: 3,
  firstName: 60,
  email: 254,
} as const;

/** Paths the app or a future feature may need under `/l/`; never a member's page. */
export const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'app',
  'assets',
  'audience',
  'auth',
  'brandforge',
  'confirm',
  'dashboard',
  'download',
  'help',
  'login',
  'mcp',
  'new',
  'privacy',
  'settings',
  'signup',
  'support',
  'terms',
  'unsubscribe',
  'www',
]);

export const AUDIENCE_MESSAGES = {
  slugRequired: 'Choose an address for the page',
  slugShort: `The address needs at least ${OPTIN_LIMITS.slugMin} characters`,
  slugLong: `The address can be at most ${OPTIN_LIMITS.slugMax} characters`,
  slugChars: 'Use lower-case letters, digits and single hyphens only (no spaces), e.g. dog-training-checklist',
  slugReserved: 'This address is reserved. Please choose another one.',
  slugTaken: 'This address is already taken. Please choose another one.',
  headlineRequired: 'Write a headline',
  headlineLong: `The headline can be at most ${OPTIN_LIMITS.headline} characters`,
  bulletRequired: 'Write all three bullet points',
  bulletLong: `Each bullet point can be at most ${OPTIN_LIMITS.bullet} characters`,
  pageNotFound: 'Opt-in page not found',
  leadMagnetNotFound: 'Lead magnet not found',
  alreadyPublished: 'This lead magnet already has an opt-in page.',
  published: 'Your opt-in page is live',
  unpublished: 'Your opt-in page is offline',
  republished: 'Your opt-in page is live again',
  saved: 'Opt-in page saved',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  emailLong: 'Email is too long',
  firstNameLong: `The first name can be at most ${OPTIN_LIMITS.firstName} characters`,
  offerEnded: 'This offer has ended',
  offerEndedBody: 'The page you followed is no longer available. The person who shared it has taken it offline.',
  checkInbox: 'Check your inbox',
  checkInboxBody: 'We sent you an email with a link. Open it to confirm, and your download is on its way.',
  confirmTitle: 'Confirm your subscription',
  confirmButton: 'Yes, send me the download',
  confirmed: "You're in",
  confirmedBody: 'Your download is on its way to your inbox. You can also download it right now.',
  linkInvalid: 'This link is not valid',
  linkExpired: 'This link has expired',
  linkExpiredBody: 'Links in these emails last a while, then expire. Sign up again on the page to get a fresh one.',
  downloadButton: 'Download the PDF',
  tooManyFromClient: (waitMinutes: number) =>
    `Too many sign-ups from your network. Please wait ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'} and try again.`,
} as const;

const ZLine = (max: number, required: string, long: string) =>
  z
    .string({ error: required })
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, { error: required }).max(max, { error: long }));

export const ZOptinSlug = z
  .string({ error: AUDIENCE_MESSAGES.slugRequired })
  .trim()
  .min(1, { error: AUDIENCE_MESSAGES.slugRequired })
  .max(OPTIN_LIMITS.slugMax, { error: AUDIENCE_MESSAGES.slugLong })
  .min(OPTIN_LIMITS.slugMin, { error: AUDIENCE_MESSAGES.slugShort })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: AUDIENCE_MESSAGES.slugChars })
  .refine((s) => !RESERVED_SLUGS.has(s), { error: AUDIENCE_MESSAGES.slugReserved });

export const ZOptinPageContent = z.strictObject({
  slug: ZOptinSlug,
  headline: ZLine(OPTIN_LIMITS.headline, AUDIENCE_MESSAGES.headlineRequired, AUDIENCE_MESSAGES.headlineLong),
  bullets: z
    .array(ZLine(OPTIN_LIMITS.bullet, AUDIENCE_MESSAGES.bulletRequired, AUDIENCE_MESSAGES.bulletLong), {
      error: AUDIENCE_MESSAGES.bulletRequired,
    })
    .length(OPTIN_LIMITS.bullets, { error: AUDIENCE_MESSAGES.bulletRequired }),
});
export type TOptinPageContent = z.input<typeof ZOptinPageContent>;

export const ZPublishOptinPage = ZOptinPageContent.extend({ lead_magnet_id: z.uuid({ error: 'Lead magnet not found' }) });
export type TPublishOptinPage = z.input<typeof ZPublishOptinPage>;

/** The page's drafted text before the member edits it: from the lead magnet and the brand profile. */
export interface TOptinPageDraft {
  slug: string;
  headline: string;
  bullets: string[];
  /** The name the page and its mails show for the member. */
  display_name: string;
}

export interface TOptinPageRecord {
  id: string;
  lead_magnet_id: string;
  lead_magnet_title: string;
  slug: string;
  /** The public address, absolute. */
  url: string;
  headline: string;
  bullets: string[];
  status: TOptinPageStatus;
  unpublished_by: 'owner' | 'admin' | null;
  published_at: string;
  created_at: string;
  updated_at: string;
  /** Confirmed subscribers whose source is this page. */
  subscribers: number;
}

/** The public form, posted as a form (it works without JavaScript). `website` is the honeypot. */
export const ZOptinSignup = z.object({
  email: z
    .string({ error: AUDIENCE_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: AUDIENCE_MESSAGES.emailRequired })
    .max(OPTIN_LIMITS.email, { error: AUDIENCE_MESSAGES.emailLong })
    .pipe(z.email({ error: AUDIENCE_MESSAGES.emailInvalid }))
    .transform((e) => e.toLowerCase()),
  first_name: z
    .string()
    .optional()
    .transform((s) => s?.replace(/\s+/g, ' ').trim() || undefined)
    .pipe(z.string().max(OPTIN_LIMITS.firstName, { error: AUDIENCE_MESSAGES.firstNameLong }).optional()),
  website: z.string().optional(),
});
export type TOptinSignup = z.input<typeof ZOptinSignup>;
