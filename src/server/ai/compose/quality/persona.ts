import type { TCompetitorPlatform } from '../../../../shared/competitor-analysis';

/**
 * One person as a new user would answer every form, in their own style. The corpus spans trades and
 * answer styles because each style once broke a frame: fragments, first person, lower case, lists,
 * typos, non-native phrasing, rambling, markup pasted in.
 */
export interface Persona {
  id: string;
  /** How they answer: what this persona exercises. */
  style: string;
  name: string;
  profession: string;
  mission: {
    expertise: [string, string, string];
    audience: [string, string, string];
    outcome: [string, string, string];
    obstacles: [string, string, string];
  };
  niche: {
    skillsList: string;
    fulfillmentActivities: string;
    demandSkills: string;
    proofPoints: string;
    personalStory: string;
    scalableSkill: string;
  };
  /** The niche as they would type it into the content strategy form. */
  nicheLine: string;
  product: { productName: string; productDescription: string; targetMarket?: string; priceRange?: string };
  platform: TCompetitorPlatform;
  competitors: { name: string; handle: string; notes?: string }[];
  industry?: string;
  /**
   * Words of theirs every result must still contain, by what the composer reads: the people they
   * serve, their subject. Stems, so "manager" matches "managers".
   */
  keys: { audience: string; topic: string };
}
