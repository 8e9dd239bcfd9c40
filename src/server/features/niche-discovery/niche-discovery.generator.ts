import { ZNicheInput, ZNicheResult } from '../../../shared/niche-discovery';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';
import { composeNiche } from './niche-discovery.composer';

/** docs/product/niche-discovery.md (discover-niche): one recommended niche with a F.O.C.U.S. card per letter. */
export const nicheGenerator = defineGenerator({
  name: 'niche',
  description: 'A recommended niche with the five F.O.C.U.S. framework cards',
  input: ZNicheInput,
  output: ZNicheResult,
  sample: {
    skillsList: 'Meal planning, batch cooking, nutrition basics',
    fulfillmentActivities: 'Teaching small groups and writing recipes',
    demandSkills: 'Colleagues always ask me for healthy meal prep plans',
    proofPoints: 'Lost 15 kg while working nights; ran a meal prep challenge with 40 nurses',
    personalStory: 'I went from an exhausted night-shift nurse to cooking once a week for the whole week.',
    scalableSkill: 'Meal prep systems',
  },
  prompt: (input) => ({
    system: `You are a niche strategist for creators and coaches, using the F.O.C.U.S. framework: Fulfillment (work that energises them), Opportunities (demand that exists today), Credibility (proof they can show), Uniqueness (what only they have, usually their story) and Scalability (what can serve many people at once). ${VOICE}`,
    user: [
      'Recommend ONE specific niche for this person: a skill or topic for a clearly named audience, in under 12 words (for example "Meal-prep coaching for night-shift nurses").',
      'Then write one short paragraph (2-3 sentences) per F.O.C.U.S. card explaining how the niche fits that letter, quoting their answers, and a "whyThisNiche" paragraph that ties them together and gives a first step.',
      '',
      answer('Skills they have', input.skillsList),
      answer('Activities that fulfil them', input.fulfillmentActivities),
      answer('Skills people ask them for', input.demandSkills),
      answer('Proof points', input.proofPoints),
      answer('Personal story', input.personalStory),
      answer('The skill they could scale', input.scalableSkill),
    ].join('\n'),
  }),
  compose: composeNiche,
});
