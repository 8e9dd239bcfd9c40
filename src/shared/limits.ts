/**
 * Monthly generation quotas, shared by the server (enforcement) and the client (banners): one entry
 * per kind. A new kind needs nothing else: usage is stored as one row per (user, month, kind).
 */
export interface TQuotaRule {
  /** Units a user may spend per calendar month (UTC); admins are not metered. */
  limit: number;
  /** What a user is told when the month's units are used up (spec wording). */
  limitMessage: string;
}

export const QUOTAS = {
  mission: {
    limit: 10,
    limitMessage: 'You have reached your monthly limit of 10 mission statements',
  },
  bio: {
    limit: 10,
    limitMessage: 'You have reached your monthly limit of 10 bio generations. Limit resets next month.',
  },
  content: {
    limit: 4,
    limitMessage: "You've reached your monthly limit of 4 content plans. Limit resets next month.",
  },
  lead_magnet: {
    limit: 3,
    limitMessage: "You've reached your monthly limit of 3 lead magnets. Limit resets next month.",
  },
} as const satisfies Record<string, TQuotaRule>;

export type TQuotaKind = keyof typeof QUOTAS;
export const QUOTA_KINDS = Object.keys(QUOTAS) as TQuotaKind[];

/** The quota month of a moment: UTC `YYYY-MM`, the first 7 characters of its ISO date. */
export function monthKey(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}

export interface TQuotaUsage {
  used: number;
  limit: number;
  unlimited: boolean;
}

export type TUsage = Record<TQuotaKind, TQuotaUsage> & { month_year: string };

/**
 * Model-backed requests one user may make per rolling hour, across every tool (suggestions and
 * analyses without a monthly quota included); admins are exempt. It bounds what one account can
 * spend on the provider, not what a person normally does.
 */
export const GENERATION_RATE = { perHour: 30 } as const;

export const generationRateMessage = (waitMinutes: number) =>
  `You have made ${GENERATION_RATE.perHour} AI requests in the last hour. Please wait ${waitMinutes} minute${
    waitMinutes === 1 ? '' : 's'
  } and try again.`;

/**
 * At most one newsletter confirmation mail per address in this many seconds, however often the box is
 * submitted: the box must not be a way to flood someone else's inbox (docs/product/landing-and-newsletter.md).
 */
export const NEWSLETTER_CONFIRMATION_GAP_SECONDS = 5 * 60;
/**
 * How often the newsletter box may be used: per client address (answered 429), and per target address
 * (answered as usual but doing nothing), so neither one visitor nor many can make it hammer one inbox
 * or fill the list with strangers' addresses.
 */
export const NEWSLETTER_RATE = {
  perClient: { window: 60 * 60, max: 10 },
  perAddress: { window: 60 * 60, max: 5 },
} as const;
export const newsletterRateLimited = (waitMinutes: number) =>
  `Too many subscriptions from your network. Please wait ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'} and try again.`;
/** How long a mailed newsletter confirmation link stays valid. */
export const NEWSLETTER_LINK_DAYS = 7;

/**
 * A member's public opt-in form, like the newsletter box: per client address (answered 429) and per
 * target address (answered as usual but doing nothing), and one confirmation mail per address and
 * page per gap (docs/product/audience.md).
 */
export const OPTIN_RATE = {
  perClient: { window: 60 * 60, max: 10 },
  perAddress: { window: 60 * 60, max: 5 },
} as const;
export const OPTIN_CONFIRMATION_GAP_SECONDS = 5 * 60;
/** An address that never confirmed is forgotten after this many days. */
export const OPTIN_UNCONFIRMED_DAYS = 30;
