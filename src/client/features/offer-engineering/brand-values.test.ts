import { describe, expect, it } from 'vitest';
import { answersFromProfile, profileValues } from './brand-values';
import { OFFER_FIXTURE } from './offer-fixture';

describe('the wizard from the brand profile', () => {
  it('maps the display name, audience, pain points and promise to business, audience, problem and outcome', () => {
    expect(
      answersFromProfile({
        displayName: 'Good Dog Academy',
        audience: 'New puppy owners',
        painPoints: ['Pulling on the leash', 'Barking at night'],
        promise: 'A calm dog in 4 weeks',
        niche: 'Dog training',
      }),
    ).toEqual({
      businessName: 'Good Dog Academy',
      targetAudience: 'New puppy owners',
      mainProblem: 'Pulling on the leash\nBarking at night',
      desiredOutcome: 'A calm dog in 4 weeks',
    });
  });

  it('keeps only whole pain points that fit the main problem, and nothing for empty values', () => {
    const long = Array.from({ length: 15 }, (_, i) => `${i}`.padEnd(300, 'x'));
    const problem = answersFromProfile({ painPoints: long }).mainProblem ?? '';
    expect(problem.split('\n')).toEqual(long.slice(0, 4));
    expect(answersFromProfile({ painPoints: [], displayName: '' })).toEqual({});
  });
});

describe('an offer into the brand profile', () => {
  it('offers the offer in one line, its dream outcome, the audience and the business', () => {
    expect(profileValues(OFFER_FIXTURE)).toEqual({
      displayName: 'Good Dog Academy',
      audience: 'New puppy owners',
      promise: 'Owners get a calm dog in 4 weeks.',
      offer: 'Calm Dog Accelerator: A calm dog in 4 weeks',
    });
  });

  it('uses the headline alone when name and headline are longer than one line allows', () => {
    const core = { ...OFFER_FIXTURE.offer.core_offer, name: 'N'.repeat(100), headline: 'H'.repeat(150) };
    const offer = profileValues({ ...OFFER_FIXTURE, offer: { ...OFFER_FIXTURE.offer, core_offer: core } }).offer;
    expect(offer).toBe('H'.repeat(150));
  });
});
