import { CONTENT_PILLARS } from '../../../shared/content-strategy';

export const PILLAR_MAX_LENGTH = 60;

/**
 * Why a custom pillar cannot be added, or null when it can: it must not be blank, and must not repeat
 * one of the six options or a custom pillar already added (compared without case).
 */
export function customPillarProblem(name: string, customs: readonly string[]): string | null {
  const value = name.trim();
  if (!value) return 'Type a pillar name first.';
  if (value.length > PILLAR_MAX_LENGTH) return `Keep a pillar name to ${PILLAR_MAX_LENGTH} characters or fewer.`;
  const key = value.toLowerCase();
  const taken = [...CONTENT_PILLARS.map((p) => p.name), ...customs].find((p) => p.toLowerCase() === key);
  return taken ? `"${taken}" is already in your list.` : null;
}

export type PillarGuidance = { tone: 'good' | 'hint'; text: string };

/** docs/product/content-strategy.md: 3 to 5 pillars is the optimal range. */
export function pillarGuidance(count: number): PillarGuidance {
  if (count < 3) return { tone: 'hint', text: 'Consider selecting at least 3 pillars for better content variety' };
  if (count > 5) return { tone: 'hint', text: 'Consider reducing to 5 or fewer pillars for better focus' };
  return { tone: 'good', text: 'Optimal Range' };
}

/** docs/product/content-strategy.md (the wording under 3 is ours; the spec does not quote it). */
export function formatGuidance(count: number): PillarGuidance {
  if (count < 3) return { tone: 'hint', text: 'Pick at least 3 formats to give your 30 days more variety' };
  if (count > 5) return { tone: 'hint', text: 'Too many types might dilute focus' };
  return { tone: 'good', text: 'Good variety' };
}
