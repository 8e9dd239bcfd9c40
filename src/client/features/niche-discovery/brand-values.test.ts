import { describe, expect, it } from 'vitest';
import type { TNicheDiscovery } from '../../../shared/niche-discovery';
import { answersFromBrand, brandValuesFromNiche } from './brand-values';

describe('the niche survey and the brand profile', () => {
  it('takes the skills from the profile’s own pillars (not the six stock ones) and the scalable skill from the offer', () => {
    expect(
      answersFromBrand({
        pillars: ['Educational & Tips', 'Meal prep', 'personal stories', 'Sleep on nights'],
        offer: 'A 4-week meal prep system for shift workers',
      }),
    ).toEqual({
      skillsList: 'Meal prep, Sleep on nights',
      scalableSkill: 'A 4-week meal prep system for shift workers',
    });
  });

  it('gives nothing the profile does not hold', () => {
    expect(answersFromBrand({ pillars: ['Inspirational'], niche: 'x' })).toEqual({});
  });

  it('offers the recommended niche', () => {
    const discovery = { id: 'd1', result: { recommendedNiche: ' Meal prep for nurses ' } } as TNicheDiscovery;
    expect(brandValuesFromNiche(discovery)).toEqual({ niche: 'Meal prep for nurses' });
  });
});
