import type { TBrandValues } from '../../../../shared/brand-profile';
import { COMPETITOR_PLATFORMS, type TCompetitorPlatform } from '../../../../shared/competitor-analysis';
import type { WizardValues } from './wizard-values';

/** The wizard answers the brand profile can give. */
export interface TProfileAnswers {
  platform?: TCompetitorPlatform;
  industryContext?: string;
}

const analysable = (p: string): p is TCompetitorPlatform => (COMPETITOR_PLATFORMS as readonly string[]).includes(p);

/**
 * The first platform the person uses that can be analysed (the profile lists them in their order;
 * Facebook cannot be), and their niche as the industry context.
 */
export function answersFromProfile(profile: Partial<TBrandValues>): TProfileAnswers {
  const platform = (profile.platforms ?? []).find(analysable);
  const niche = profile.niche?.trim();
  return { ...(platform ? { platform } : {}), ...(niche ? { industryContext: niche } : {}) };
}

/** Fills only what the wizard leaves empty; the answer says what it filled, so the wizard can mark it. */
export function fillFromProfile(values: WizardValues, found: TProfileAnswers): TProfileAnswers {
  return {
    ...(found.platform && !values.platform ? { platform: found.platform } : {}),
    ...(found.industryContext && !values.industryContext.trim() ? { industryContext: found.industryContext } : {}),
  };
}
