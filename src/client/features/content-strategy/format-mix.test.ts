import { describe, expect, it } from 'vitest';
import { formatMix } from './format-mix';

describe('formatMix: the default shares renormalised over the chosen formats', () => {
  it('one format takes 100% and all 30 videos', () => {
    expect(formatMix(['Question-Answer'])).toEqual([
      { name: 'Question-Answer', defaultShare: 20, percent: 100, videos: 30 },
    ]);
  });

  it('35 and 15 become 70% and 30%: 21 and 9 videos, in the order the formats are offered', () => {
    expect(formatMix(['Quick Tips & Lists', 'Hook-Story-Secret-CTA'])).toEqual([
      { name: 'Hook-Story-Secret-CTA', defaultShare: 35, percent: 70, videos: 21 },
      { name: 'Quick Tips & Lists', defaultShare: 15, percent: 30, videos: 9 },
    ]);
  });

  it('all six add up to 30 videos', () => {
    const mix = formatMix([
      'Hook-Story-Secret-CTA',
      'Problem-Agitation-Solution',
      'Storytelling Narrative',
      'Quick Tips & Lists',
      'Question-Answer',
      'Behind-the-Scenes',
    ]);
    expect(mix.reduce((s, f) => s + f.videos, 0)).toBe(30);
    expect(mix.map((f) => f.percent)).toEqual([28, 20, 16, 12, 16, 8]);
  });

  it('nothing chosen, nothing shown', () => {
    expect(formatMix([])).toEqual([]);
  });
});
