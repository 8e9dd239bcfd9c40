import { describe, expect, it } from 'vitest';
import { answerPhrase, pluralAudience, readOutcome, toYou } from './offer.reading';

describe('reading the offer answers', () => {
  it.each([
    ['nurse from philippines', 'nurses from philippines'],
    ['small business owner', 'small business owners'],
    ['mom who wants to lose weight', 'moms who want to lose weight'],
    ['coach who teaches yoga', 'coaches who teach yoga'],
    ['Night-shift nurses', 'night-shift nurses'],
    ['Founders', 'founders'],
    ['busy people', 'busy people'],
    ['Gen Z', 'Gen Z'],
    ['family', 'family'],
  ])('audience %s -> %s', (raw, group) => expect(pluralAudience(raw)).toBe(group));

  it.each([
    ['Know their profit every month', 'know their profit every month', 'knowing their profit every month'],
    [
      'Eat well on every shift and lose 5 kg',
      'eat well on every shift and lose 5 kg',
      'eating well on every shift and losing 5 kg',
    ],
    ['to pass OET exam', 'pass OET exam', 'passing OET exam'],
    ['A calm, well-behaved dog', 'get a calm, well-behaved dog', 'a calm, well-behaved dog'],
    ['Financial freedom', 'get financial freedom', 'financial freedom'],
    ['Sleeping through the night', 'start sleeping through the night', 'sleeping through the night'],
  ])('outcome %s', (raw, verb, noun) => expect(readOutcome(raw)).toEqual({ verb, noun }));

  it('keeps a short answer whole, comma included, and cuts a long one where a clause ends', () => {
    expect(answerPhrase('A calm, well-behaved dog that can be left alone for a workday', 14)).toBe(
      'A calm, well-behaved dog that can be left alone for a workday',
    );
    expect(
      answerPhrase('Grow my bakery to three shops, and then hire a manager so I can finally take weekends off', 8),
    ).toBe('Grow my bakery to three shops');
    expect(answerPhrase('one two three four five six seven eight nine ten for the', 10)).toBe(
      'one two three four five six seven eight nine ten',
    );
  });

  it('speaks to the buyer', () => {
    expect(toYou('Their puppy pulls and they make no money')).toBe('Your puppy pulls and you make no money');
    expect(toYou('knowing their profit')).toBe('knowing your profit');
  });
});
