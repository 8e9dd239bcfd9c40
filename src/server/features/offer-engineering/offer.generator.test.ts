import { describe, expect, it } from 'vitest';
import { OFFER_TIMELINES, PRICE_RANGES } from '../../../shared/offer-engineering';
import { parseInput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { offerGenerator } from './offer.generator';

const typical = {
  businessName: 'Shift Fuel Coaching',
  industry: 'fitness',
  targetAudience: 'Night-shift nurses',
  currentRevenue: '0-10k',
  mainProblem: 'Living on vending machine snacks and feeling exhausted',
  currentSolution: 'Crash diets and meal kits',
  solutionGaps: 'None of them fit a rotating shift schedule',
  desiredOutcome: 'Eat well on every shift and lose 5 kg',
  priceRange: '500-1000',
  timeline: 'medium',
};
const required = { businessName: 'Zap', targetAudience: 'Founders', mainProblem: 'Churn', desiredOutcome: 'Retention' };
const enums = ['industry', 'currentRevenue', 'priceRange', 'timeline'];

describe('offer composer', () => {
  it.each(composerCases(offerGenerator, { typical, 'required fields only': required }, enums))(
    '%s: a complete offer',
    (_n, input) => {
      const offer = expectComposes(offerGenerator, input);
      expect(offer.offer_stack.items.length).toBeGreaterThanOrEqual(4);
      expect(offer.offer_scripts.email.body).toMatch(/^Hi \[first name\],\n\n/);
    },
  );

  it.each(PRICE_RANGES.flatMap((priceRange) => OFFER_TIMELINES.map((timeline) => [priceRange, timeline])))(
    'prices %s over %s plausibly',
    (priceRange, timeline) => {
      const offer = expectComposes(offerGenerator, { ...typical, priceRange, timeline });
      expect(offer.core_offer.price).toMatch(/^\$[\d,]+ (one-time|per month)$/);
      for (const item of offer.offer_stack.items) expect(item.value).toBeGreaterThan(0);
    },
  );

  it('builds on the answers', () => {
    const offer = expectComposes(offerGenerator, typical);
    expect(offer.core_offer.name).toBe('Shift Fuel Coaching 90-Day Programme');
    expect(offer.core_offer.headline).toBe(
      'Eating well on every shift and losing 5 kg in 90 days, with a plan built for night-shift nurses',
    );
    expect(offer.core_offer.price).toBe('$997 one-time');
    expect(offer.offer_scripts.social_post).toContain('Most people try crash diets and meal kits');
    expect(offer.offer_scripts.social_post).toContain('Living on vending machine snacks and feeling exhausted.');
  });

  it('refuses a missing desired outcome, naming it', () => {
    expect(() => parseInput(offerGenerator, { ...required, desiredOutcome: '' })).toThrow(
      'Desired outcome must not be empty',
    );
    expect(() => parseInput(offerGenerator, { ...required, priceRange: 'cheap' })).toThrow(
      /Price range must be one of/,
    );
  });
});
