import { describe, expect, it } from 'vitest';
import { OFFER_TIMELINES, PRICE_RANGES, type TOfferInput } from '../../../shared/offer-engineering';
import { scoreOffer } from './offer.scorecard';

const base: TOfferInput = {
  businessName: 'Good Dog Academy',
  targetAudience: 'New puppy owners',
  mainProblem: 'Pulling on the leash',
  desiredOutcome: 'A calm dog',
};

describe('the offline value scorecard rule', () => {
  it('scores the dream outcome: 4, +3 for a number, +2 for 5+ words, +1 for a time', () => {
    expect(scoreOffer({ ...base, desiredOutcome: 'A calm dog' }).dream_outcome.score).toBe(4);
    expect(scoreOffer({ ...base, desiredOutcome: 'Lose 5 kg' }).dream_outcome.score).toBe(7);
    expect(scoreOffer({ ...base, desiredOutcome: 'A calm dog that walks nicely' }).dream_outcome.score).toBe(6);
    expect(scoreOffer({ ...base, desiredOutcome: 'Lose 5 kg before the summer holidays' }).dream_outcome.score).toBe(9);
    expect(scoreOffer({ ...base, desiredOutcome: 'Land three new clients every month' }).dream_outcome.score).toBe(10);
  });

  it('scores the likelihood: 5, +1 guarantee, +2 gaps named, +1 current solution named', () => {
    expect(scoreOffer(base).perceived_likelihood.score).toBe(6);
    expect(scoreOffer({ ...base, currentSolution: 'YouTube' }).perceived_likelihood.score).toBe(7);
    expect(scoreOffer({ ...base, solutionGaps: 'Too generic' }).perceived_likelihood.score).toBe(8);
    expect(
      scoreOffer({ ...base, currentSolution: 'YouTube', solutionGaps: 'Too generic' }).perceived_likelihood.score,
    ).toBe(9);
  });

  it('scores time delay from the timeline and effort from the price range, sooner and dearer scoring higher', () => {
    const time = OFFER_TIMELINES.map((timeline) => scoreOffer({ ...base, timeline }).time_delay.score);
    expect(time).toEqual([9, 8, 6, 4, 5]);
    expect(scoreOffer(base).time_delay.score).toBe(6);
    const effort = PRICE_RANGES.map((priceRange) => scoreOffer({ ...base, priceRange }).effort_and_sacrifice.score);
    expect(effort).toEqual([4, 5, 6, 7, 8, 9]);
    expect(scoreOffer(base).effort_and_sacrifice.score).toBe(6);
  });

  it('gives one sentence of reasoning per lever, naming the answer it scored', () => {
    const card = scoreOffer({ ...base, desiredOutcome: 'Lose 5 kg' });
    expect(card.dream_outcome.reasoning).toMatch(/^"Lose 5 kg" names a number/);
    for (const line of Object.values(card)) {
      expect(line.reasoning).toMatch(/^[A-Z"].*\.$/);
      expect(line.reasoning.length).toBeLessThanOrEqual(300);
      expect(line.reasoning.split(/\.\s/).length).toBe(1);
    }
  });

  it('is the same for the same answers', () => {
    expect(scoreOffer(base)).toEqual(scoreOffer({ ...base }));
  });
});
