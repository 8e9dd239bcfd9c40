import type { TBrandValues } from '../../../../shared/brand-profile';
import { addEntry, DRAFT_LIMITS, type LeadMagnetDraft } from './draft';

/** The wizard answers the brand profile can give. */
export type TProfileAnswers = Partial<Pick<LeadMagnetDraft, 'targetAudience' | 'painPoints'>>;

/**
 * The profile's audience and pain points, where the wizard takes them. The profile allows longer
 * text than a lead magnet does (500 and 300 characters against 300 and 200): a value that does not
 * fit is left out rather than cut mid-sentence.
 */
export function answersFromProfile(profile: Partial<TBrandValues>): TProfileAnswers {
  const audience = profile.audience?.trim() ?? '';
  const painPoints = (profile.painPoints ?? [])
    .filter((p) => p.trim().length <= DRAFT_LIMITS.painPoint)
    .reduce<string[]>((list, p) => addEntry(list, p, DRAFT_LIMITS.painPoints), []);
  return {
    ...(audience && audience.length <= DRAFT_LIMITS.targetAudience ? { targetAudience: audience } : {}),
    ...(painPoints.length > 0 ? { painPoints } : {}),
  };
}

/** Fills only what the draft leaves empty; the answer says what it filled, so the wizard can mark it. */
export function fillFromProfile(draft: LeadMagnetDraft, found: TProfileAnswers): TProfileAnswers {
  return {
    ...(found.targetAudience && !draft.targetAudience.trim() ? { targetAudience: found.targetAudience } : {}),
    ...(found.painPoints && draft.painPoints.length === 0 ? { painPoints: found.painPoints } : {}),
  };
}

/** Whether the profile's pain points are still in the draft, and the draft without them (Clear). */
export const hasProfilePains = (draft: LeadMagnetDraft, fromProfile: TProfileAnswers) =>
  (fromProfile.painPoints ?? []).some((p) => draft.painPoints.includes(p));
export const withoutProfilePains = (draft: LeadMagnetDraft, fromProfile: TProfileAnswers) =>
  draft.painPoints.filter((p) => !(fromProfile.painPoints ?? []).includes(p));
