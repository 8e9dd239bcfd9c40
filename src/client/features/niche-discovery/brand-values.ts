import type { TBrandValues } from '../../../shared/brand-profile';
import { CONTENT_PILLARS } from '../../../shared/content-strategy';
import type { TNicheDiscovery, TNicheInput } from '../../../shared/niche-discovery';

/** The survey answers the brand profile can give, with the name each one's mark clears. */
export const BRAND_ANSWER_LABELS: Partial<Record<keyof TNicheInput, string>> = {
  skillsList: 'Skills',
  scalableSkill: 'Scalable skill',
};

const isFormat = (pillar: string) => CONTENT_PILLARS.some((p) => p.name.toLowerCase() === pillar.toLowerCase());

/**
 * The skill questions, from the profile: its own content pillars are the topics the person knows (the
 * six stock pillars are kinds of video, not skills), and the offer in one line is the skill they
 * already package for many people at once. Only filled values are returned.
 */
export function answersFromBrand(profile: Partial<TBrandValues>): Partial<TNicheInput> {
  const topics = (profile.pillars ?? []).filter((p) => !isFormat(p)).join(', ');
  const values: Partial<TNicheInput> = {};
  if (topics) values.skillsList = topics;
  if (profile.offer) values.scalableSkill = profile.offer;
  return values;
}

/** What a discovery gives the brand profile: its recommended niche (at most 120 characters, the profile takes 200). */
export const brandValuesFromNiche = (discovery: TNicheDiscovery): Partial<TBrandValues> => ({
  niche: discovery.result.recommendedNiche.trim(),
});
