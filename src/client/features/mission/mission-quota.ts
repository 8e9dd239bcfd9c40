import { QUOTAS, type TQuotaUsage } from '../../../shared/limits';

/** docs/product/mission.md: the warning starts once 8 generations are used. */
export const MISSION_WARN_FROM = 8;

export type TQuotaBanner = { kind: 'warning' | 'limit'; text: string } | null;

/** The limit banner for this month's mission usage; admins (unlimited) never see one. */
export function missionQuotaBanner(usage: TQuotaUsage | undefined): TQuotaBanner {
  if (!usage || usage.unlimited) return null;
  const remaining = Math.max(0, usage.limit - usage.used);
  if (remaining === 0) return { kind: 'limit', text: `${QUOTAS.mission.limitMessage}. Limit resets next month.` };
  // The spec's wording, but in the singular for the last one.
  const generations = remaining === 1 ? 'generation' : 'generations';
  if (usage.used >= MISSION_WARN_FROM)
    return { kind: 'warning', text: `You have ${remaining} mission statement ${generations} remaining this month.` };
  return null;
}

export const missionBlocked = (usage: TQuotaUsage | undefined) => missionQuotaBanner(usage)?.kind === 'limit';
