import { describe, expect, it } from 'vitest';
import type { TContentPlan } from '../../../../shared/content-strategy';
import { brandValuesFromPlan, cleared, emptyPart, stillFromBrand, withFill, wizardFromBrand } from './brand-values';
import { emptyWizard } from './wizard-values';

const PROFILE = {
  displayName: 'Calm Kitchen',
  niche: 'Meal prep for night-shift nurses',
  audience: 'Nurses on nights',
  painPoints: ['No time', 'no TIME', 'Vending dinners'],
  pillars: ['educational & tips', 'Night-shift hacks'],
  promise: 'Eat well on nights',
  voice: ['warm', 'plain', 'direct'],
};

describe('the content strategy wizard and the brand profile', () => {
  it('maps the profile onto the wizard; a pillar naming an option selects it, others become custom pillars', () => {
    expect(wizardFromBrand(PROFILE)).toEqual({
      brandName: 'Calm Kitchen',
      niche: 'Meal prep for night-shift nurses',
      audience: 'Nurses on nights',
      painPoints: ['No time', 'Vending dinners'],
      pillars: { contentPillars: ['Educational & Tips'], customPillars: ['Night-shift hacks'] },
      promise: 'Eat well on nights',
    });
  });

  it('fills only what is still empty, and a field keeps its mark while unchanged', () => {
    const fill = wizardFromBrand(PROFILE);
    const values = { ...emptyWizard('My own niche'), contentPillars: ['Inspirational'] };
    const part = emptyPart(fill, values);
    expect(Object.keys(part).sort()).toEqual(['audience', 'brandName', 'painPoints', 'promise']);
    const filled = withFill(values, part);
    expect(filled.niche).toBe('My own niche');
    expect(filled.contentPillars).toEqual(['Inspirational']);
    expect(stillFromBrand('audience', part, filled)).toBe(true);
    expect(stillFromBrand('niche', part, filled)).toBe(false);
    expect(stillFromBrand('painPoints', part, { ...filled, painPoints: [...filled.painPoints, 'More'] })).toBe(false);
    expect(withFill(filled, cleared('painPoints')).painPoints).toEqual([]);
  });

  it('treats the pillars as one field over the options and the custom ones', () => {
    const fill = wizardFromBrand(PROFILE);
    const filled = withFill(emptyWizard(), emptyPart(fill, emptyWizard()));
    expect(stillFromBrand('pillars', fill, filled)).toBe(true);
    expect(stillFromBrand('pillars', fill, { ...filled, customPillars: [] })).toBe(false);
    expect(cleared('pillars')).toEqual({ contentPillars: [], customPillars: [] });
  });

  it('offers a plan’s answers to the profile', () => {
    const plan = {
      brand_name: 'Calm Kitchen',
      niche: 'Meal prep',
      audience: 'Nurses',
      pain_points: ['No time'],
      transformation_promise: 'Eat well',
      content_pillars: ['Educational & Tips'],
    } as TContentPlan;
    expect(brandValuesFromPlan(plan)).toEqual({
      displayName: 'Calm Kitchen',
      niche: 'Meal prep',
      audience: 'Nurses',
      painPoints: ['No time'],
      promise: 'Eat well',
      pillars: ['Educational & Tips'],
    });
  });
});
