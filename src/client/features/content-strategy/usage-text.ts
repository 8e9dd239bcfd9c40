import type { TQuotaUsage } from '../../../shared/limits';

/** The usage line of docs/product/content-strategy.md: admins see 'Unlimited Plans (Admin)', everyone else their count against the limit. */
export const usageText = (u: TQuotaUsage) =>
  u.unlimited ? 'Unlimited Plans (Admin)' : `${u.used} of ${u.limit} plans used this month`;

/** Generate is disabled once this month's plans are used up; admins never reach a limit. */
export const atLimit = (u: TQuotaUsage | undefined) => Boolean(u && !u.unlimited && u.used >= u.limit);
