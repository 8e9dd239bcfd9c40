import { z } from 'zod';
import { zOut, zText } from './ai';

/** The six survey answers, in question order. */
export const ZNicheInput = z.strictObject({
  skillsList: zText('Skills', 2000),
  fulfillmentActivities: zText('Fulfilling activities', 2000),
  demandSkills: zText('Skills people ask you for', 2000),
  proofPoints: zText('Proof points', 2000),
  personalStory: zText('Personal story', 4000),
  scalableSkill: zText('Scalable skill', 2000),
});
export type TNicheInput = z.infer<typeof ZNicheInput>;

/** The F.O.C.U.S. result: one recommended niche and a card per letter. */
export const ZNicheResult = z.object({
  recommendedNiche: zOut(120),
  fulfillment: zOut(700),
  opportunities: zOut(700),
  credibility: zOut(700),
  uniqueness: zOut(700),
  scalability: zOut(700),
  whyThisNiche: zOut(1500),
});
export type TNicheResult = z.infer<typeof ZNicheResult>;

/** A saved niche discovery: the survey answers and the F.O.C.U.S. result. */
export interface TNicheDiscovery {
  id: string;
  recommended_niche: string;
  answers: TNicheInput;
  result: TNicheResult;
  offline: boolean;
  generated_at: string;
}

/** The id of one saved niche discovery; the message answers an id that is not one. */
export const ZNicheDiscoveryId = z.object({ id: z.uuid({ error: 'That niche discovery does not exist.' }) });
