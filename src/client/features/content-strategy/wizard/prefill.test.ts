import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { prefillSummary, prefilledWizard, readPrefill } from './prefill';

const read = (url: string) => readPrefill(new URL(url, 'http://x').searchParams);

describe('the content strategy hand-off', () => {
  it('round-trips what a pain point analysis hands on, sorting pillars into options and custom ones', () => {
    const url = paths.contentStrategyWith({
      from: 'pain-point-analysis',
      niche: 'Meal planning app for shift workers',
      audience: 'Nurses on rotating shifts',
      painPoints: ['No time to cook', 'Vending machine dinners, again & again'],
      pillars: ['Educational & Tips', 'Night-shift hacks'],
    });
    const prefill = read(url);
    expect(prefill).toEqual({
      from: 'pain-point-analysis',
      niche: 'Meal planning app for shift workers',
      audience: 'Nurses on rotating shifts',
      painPoints: ['No time to cook', 'Vending machine dinners, again & again'],
      contentPillars: ['Educational & Tips'],
      customPillars: ['Night-shift hacks'],
    });
    expect(prefilledWizard(prefill)).toMatchObject({
      brandName: '',
      niche: prefill.niche,
      painPoints: prefill.painPoints,
    });
    expect(prefillSummary(prefill)).toBe(
      'From your pain point analysis: niche, audience, 2 pain points and 2 content pillars.',
    );
  });

  it('keeps the niche discovery link as it was: ?niche= alone', () => {
    const url = paths.contentStrategyWith({ from: 'niche-discovery', niche: 'Yoga for desk workers' });
    expect(url).toBe('/content-strategy?niche=Yoga%20for%20desk%20workers');
    expect(prefillSummary(read(url))).toBe('From your niche discovery: niche.');
  });

  it('cuts values to the plan limits, drops blanks and repeats, and ignores an unknown source', () => {
    const long = 'x'.repeat(1000);
    const pains = Array.from({ length: 20 }, (_, i) => `pain ${i}`);
    const prefill = read(
      `/content-strategy?from=evil&niche=${long}&audience=${long}&pain=%20&pain=a&pain=A&${pains.map((p) => `pain=${p}`).join('&')}`,
    );
    expect(prefill.from).toBe('niche-discovery');
    expect(prefill.niche).toHaveLength(200);
    expect(prefill.audience).toHaveLength(500);
    expect(prefill.painPoints).toHaveLength(15);
    expect(prefill.painPoints.slice(0, 2)).toEqual(['a', 'pain 0']);
  });

  it('says nothing when the address brings nothing', () => {
    const prefill = read('/content-strategy');
    expect(prefill.from).toBeNull();
    expect(prefillSummary(prefill)).toBe('');
  });
});
