/* The audience's states, limits, messages and records, apart from its schemas (audience.ts): the
 * screens show them without loading zod (decision 013). */

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
  displayName: 120,
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
  displayNameRequired: 'Write the name the page shows for you',
  displayNameLong: `The name can be at most ${OPTIN_LIMITS.displayName} characters`,
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

/** How the public page names each kind of lead magnet: 'A free checklist from Dee', 'Send me the checklist'. */
const TYPE_WORDS: Record<string, { offer: string; button: string }> = {
  viral_hooks: { offer: 'A free hook collection', button: 'Send me the hooks' },
  content_templates: { offer: 'Free content templates', button: 'Send me the templates' },
  ebook: { offer: 'A free ebook', button: 'Send me the ebook' },
  checklist: { offer: 'A free checklist', button: 'Send me the checklist' },
  template: { offer: 'A free worksheet', button: 'Send me the worksheet' },
  calculator: { offer: 'A free calculator', button: 'Send me the calculator' },
  cheat_sheet: { offer: 'A free cheat sheet', button: 'Send me the cheat sheet' },
  resource_list: { offer: 'A free resource list', button: 'Send me the list' },
};
export const optinTypeWords = (type: string) =>
  TYPE_WORDS[type] ?? { offer: 'A free guide', button: 'Send me the guide' };

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
  /** The public address on this app: `/l/{slug}`. */
  path: string;
  headline: string;
  bullets: string[];
  display_name: string;
  status: TOptinPageStatus;
  unpublished_by: 'owner' | 'admin' | null;
  published_at: string;
  created_at: string;
  updated_at: string;
  /** Confirmed subscribers whose source is this page. */
  subscribers: number;
}

/** GET /api/audience/pages/sending: the member's mails today against MEMBER_DAILY_EMAIL_LIMIT. */
export interface TAudienceSending {
  sent_today: number;
  daily_limit: number;
  /** Mails due now that wait for tomorrow because today's limit is reached. */
  waiting_for_tomorrow: number;
}

/** GET /api/admin/optin-pages: every member's pages, for the admin team. */
export interface TAdminOptinPage {
  id: string;
  slug: string;
  path: string;
  headline: string;
  status: TOptinPageStatus;
  unpublished_by: 'owner' | 'admin' | null;
  owner: { id: string; email: string; name: string | null };
  subscribers: number;
  published_at: string;
}

export interface TAdminOptinPages {
  items: TAdminOptinPage[];
  total: number;
}
