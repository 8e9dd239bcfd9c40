import { OFFER_TIMELINE_LABELS, ZOffer, ZOfferInput } from '../../../shared/offer-engineering';
import { defineGenerator } from '../../ai/generator';
import { VOICE, answer } from '../../ai/prompts';
import { composeOffer } from './offer.composer';

/** docs/product/offer-engineering.md (generate-offer): core offer, power offer, offer stack and scripts. */
export const offerGenerator = defineGenerator({
  name: 'offer',
  description: 'An engineered offer: core offer, power offer, offer stack and offer scripts',
  input: ZOfferInput,
  output: ZOffer,
  sample: {
    businessName: 'Shift Fuel Coaching',
    targetAudience: 'Night-shift nurses',
    mainProblem: 'Living on vending machine snacks',
    desiredOutcome: 'Eat well on every shift and lose 5 kg',
    priceRange: '500-1000',
    timeline: 'medium',
  },
  prompt: (input) => ({
    system: `You are an offer strategist. You build offers on the value equation: value = (dream outcome × perceived likelihood of achieving it) / (time delay × effort and sacrifice). Raise the first two, cut the last two, then stack the offer, add bonuses that remove the next obstacle, and reverse the risk with a guarantee. ${VOICE} Prices and values are in US dollars; keep them plausible for the price range.`,
    user: [
      'Engineer an offer for this business and return:',
      '- core_offer: name, headline, dream_outcome, perceived_likelihood (proof elements), time_delay (how soon the first result shows), effort_and_sacrifice (what you remove), deliverables, price;',
      '- power_offer: name, headline, 2-4 bonuses each with a dollar value, guarantee, honest scarcity and urgency;',
      '- offer_stack: the items the buyer gets, each with a dollar value, and the price;',
      '- offer_scripts: elevator_pitch, sales_call_opener, 3-4 objection_handlers, a social_post and an email (subject, body);',
      '- value_scorecard: score the offer you wrote on dream_outcome, perceived_likelihood, time_delay and effort_and_sacrifice, each an integer 1-10 where 10 is always best for the buyer (for time_delay: the result comes fast; for effort_and_sacrifice: little is asked of them), each with one sentence of reasoning that names what would raise the score.',
      '',
      answer('Business name', input.businessName),
      answer('Industry', input.industry),
      answer('Target audience', input.targetAudience),
      answer('Current monthly revenue', input.currentRevenue),
      answer('Main problem of the audience', input.mainProblem),
      answer('What they use now', input.currentSolution),
      answer('Where that falls short', input.solutionGaps),
      answer('Desired outcome', input.desiredOutcome),
      answer('Price range (USD)', input.priceRange),
      answer('Timeline to the result', input.timeline ? OFFER_TIMELINE_LABELS[input.timeline] : undefined),
    ].join('\n'),
  }),
  compose: composeOffer,
});
