import { describe, expect, it } from 'vitest';
import type { TPainPoint, TPainPointAnalysisRecord } from '../../../shared/pain-point-analysis';
import { profileValues } from './brand-values';
import { answersFromProfile } from './profile-answers';

const pain = (text: string, severity: TPainPoint['severity']): TPainPoint => ({
  persona: 'Nadia',
  pain_point: text,
  severity,
  frequency: 'Daily',
  emotional_impact: 'Tense',
  current_solutions: ['Harness'],
  solution_gaps: ['No plan'],
});
const analysis = (over: Partial<TPainPointAnalysisRecord> = {}, pains = [pain('Pulling', 'High')]) =>
  ({
    id: 'a1',
    product_name: 'Calm Canine',
    target_market: 'First-time dog owners',
    result: {
      personas: [{ name: 'Nervous Nadia', demographics: '30s, city flat' }],
      pain_points: pains,
      positioning: { unique_value_proposition: 'Calm Canine helps owners stop leash pulling.' },
    },
    ...over,
  }) as TPainPointAnalysisRecord;

describe('the form from the brand profile', () => {
  it('describes the product with the offer and takes the audience as the market', () => {
    expect(answersFromProfile({ offer: 'A leash course', audience: 'Dog owners', niche: 'Dogs' })).toEqual({
      productDescription: 'A leash course',
      targetMarket: 'Dog owners',
    });
  });

  it('leaves out an audience longer than the market allows, and empty values', () => {
    expect(answersFromProfile({ audience: 'a'.repeat(301), offer: '' })).toEqual({});
    expect(answersFromProfile({ audience: 'a'.repeat(300) })).toEqual({ targetMarket: 'a'.repeat(300) });
  });
});

describe('an analysis into the brand profile', () => {
  it('offers the market, the pain points most severe first and the value proposition', () => {
    const a = analysis({}, [pain('Barking', 'Low'), pain('Pulling', 'High'), pain('pulling', 'Medium')]);
    expect(profileValues(a)).toEqual({
      audience: 'First-time dog owners',
      painPoints: ['Pulling', 'Barking'],
      promise: 'Calm Canine helps owners stop leash pulling.',
    });
  });

  it('falls back to the first persona, and keeps at most 15 pain points', () => {
    const pains = Array.from({ length: 20 }, (_, i) => pain(`Pain ${i}`, 'High'));
    const values = profileValues(analysis({ target_market: null }, pains));
    expect(values.audience).toBe('Nervous Nadia: 30s, city flat');
    expect(values.painPoints).toHaveLength(15);
    expect(values.painPoints?.[0]).toBe('Pain 0');
  });
});
