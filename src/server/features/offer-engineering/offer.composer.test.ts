import { describe, expect, it } from 'vitest';
import type { TOffer } from '../../../shared/offer-engineering';
import { composerCases } from '../../ai/testing/composer-checks';
import { expectComposes } from '../../ai/testing/composer-checks';
import { offerGenerator } from './offer.generator';

/** People unlike the author: a dog trainer, a bookkeeper, and a non-native speaker answering in fragments. */
const DOG_TRAINER = {
  businessName: 'Good Dog Academy',
  industry: 'other',
  targetAudience: 'New puppy owners who work full time',
  mainProblem: 'Their puppy pulls on the leash, chews furniture and barks when left alone',
  currentSolution: 'YouTube videos and group classes at the pet store',
  solutionGaps: 'Classes are on weekday evenings and videos do not fit their dog',
  desiredOutcome: 'A calm, well-behaved dog that can be left alone for a workday',
  priceRange: '100-500',
  timeline: 'short',
};
const BOOKKEEPER = {
  businessName: 'Ledger & Co Bookkeeping',
  industry: 'finance',
  targetAudience: 'bakery owners',
  currentRevenue: '10k-50k',
  mainProblem: 'Receipts in a shoebox and no idea if they make money',
  desiredOutcome: 'Know their profit every month',
  priceRange: '1000-5000',
  timeline: 'ongoing',
};
const FRAGMENTS = {
  businessName: 'maria english',
  targetAudience: 'nurse from philippines',
  mainProblem: 'english exam hard, fail 2 time',
  currentSolution: 'self study book',
  solutionGaps: 'no speaking practice',
  desiredOutcome: 'pass OET exam',
  priceRange: 'under-100',
  timeline: 'medium',
};

/** Every text of the offer, each with where it came from. */
function texts(offer: TOffer): [string, string][] {
  const out: [string, string][] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out.push([path, v]);
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, `${path}.${k}`);
  };
  walk(offer, 'offer');
  return out;
}

const DANGLING = /\b(and|or|the|a|an|to|of|for|with|in|on|at|by|from|your|their|that)$/i;

function expectPostable(offer: TOffer) {
  for (const [path, text] of texts(offer)) {
    // "month month", "the the": a doubled word is a slot filled twice.
    expect(text, path).not.toMatch(/\b(\w+)\s+\1\b/i);
    // A text cut mid-phrase ends on a small word or a comma.
    expect(text.trim(), path).not.toMatch(DANGLING);
    expect(text.trim(), path).not.toMatch(/[,;:]$/);
    expect(text, path).not.toMatch(/\s{3,}|\s[,.]/);
  }
}

describe('offer composer, read as its readers would', () => {
  it('writes the dog trainer whole sentences from the answers', () => {
    const offer = expectComposes(offerGenerator, DOG_TRAINER);
    expectPostable(offer);
    expect(offer.core_offer.dream_outcome).toBe(
      'New puppy owners who work full time get a calm, well-behaved dog that can be left alone for a workday in 4 weeks, and the problem that brought them here stops running their days.',
    );
    // The problem is quoted as its own sentence and speaks to the reader: "their puppy" becomes "your puppy".
    expect(offer.offer_scripts.social_post).toContain(
      'does this sound familiar? Your puppy pulls on the leash, chews furniture and barks when left alone.',
    );
    expect(offer.offer_scripts.social_post).toContain('videos do not fit your dog.');
    expect(offer.power_offer.guarantee).not.toMatch(/for in /);
  });

  it('turns the bookkeeper\'s goal into a goal and a result without "achieve know"', () => {
    const offer = expectComposes(offerGenerator, BOOKKEEPER);
    expectPostable(offer);
    expect(offer.offer_scripts.elevator_pitch).toMatch(/^I help bakery owners know their profit every month /);
    expect(offer.core_offer.deliverables).toContain('A step-by-step roadmap to knowing your profit every month');
    expect(JSON.stringify(offer)).not.toMatch(/achieve know|month month/);
    expect(offer.core_offer.price).toBe('$827 per month');
  });

  it("keeps a non-native speaker's fragments out of places that need grammar", () => {
    const offer = expectComposes(offerGenerator, FRAGMENTS);
    expectPostable(offer);
    // One nurse is the audience as a group; the fragment problem stands alone as a quoted sentence.
    expect(offer.offer_scripts.elevator_pitch).toMatch(/^I help nurses from philippines pass OET exam in 90 days\./);
    expect(offer.offer_scripts.email.body).toContain('Does this sound familiar? English exam hard, fail 2 time.');
    expect(JSON.stringify(offer)).not.toMatch(/without english|to english exam/);
  });

  it.each(
    composerCases(offerGenerator, { dog: DOG_TRAINER, books: BOOKKEEPER, fragments: FRAGMENTS }, [
      'industry',
      'currentRevenue',
      'priceRange',
      'timeline',
    ]),
  )('%s: no doubled words, nothing cut mid-phrase', (_n, input) => {
    const offer = expectComposes(offerGenerator, input);
    expectPostable(offer);
    // No promise about a bonus the stack does not have.
    if (/fast-start/i.test(offer.power_offer.urgency))
      expect(offer.power_offer.bonuses.map((b) => b.name)).toContain('Fast-Start Guide');
  });

  it('quotes a 400-character word without breaking a limit', () => {
    const word = 'x'.repeat(400);
    expectComposes(offerGenerator, {
      ...DOG_TRAINER,
      desiredOutcome: word,
      targetAudience: word,
      businessName: 'B'.repeat(120),
    });
  });
});
