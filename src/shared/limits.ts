/** Monthly generation quotas, shared by the server (enforcement) and the client (banners). */
export const QUOTA_KINDS = ['mission', 'bio', 'content', 'lead_magnet'] as const;
export type TQuotaKind = (typeof QUOTA_KINDS)[number];

export const MONTHLY_LIMITS: Record<TQuotaKind, number> = {
  mission: 10,
  bio: 10,
  content: 4,
  lead_magnet: 3,
};

/** The quota month of a moment: UTC `YYYY-MM`, the first 7 characters of its ISO date. */
export function monthKey(at: Date = new Date()): string {
  return at.toISOString().slice(0, 7);
}

export interface TQuotaUsage {
  used: number;
  limit: number;
  unlimited: boolean;
}

export type TUsage = Record<TQuotaKind, TQuotaUsage> & { monthYear: string };

/** What a user is told when a kind's monthly quota is used up (spec wording). */
export const LIMIT_REACHED_MESSAGES: Record<TQuotaKind, string> = {
  mission: `You have reached your monthly limit of ${MONTHLY_LIMITS.mission} mission statements`,
  bio: `You have reached your monthly limit of ${MONTHLY_LIMITS.bio} bio generations. Limit resets next month.`,
  content: `You've reached your monthly limit of ${MONTHLY_LIMITS.content} content plans. Limit resets next month.`,
  lead_magnet: `You've reached your monthly limit of ${MONTHLY_LIMITS.lead_magnet} lead magnets. Limit resets next month.`,
};
