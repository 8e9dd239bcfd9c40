import { describe, expect, it } from 'vitest';
import { strategyLink } from './labels';

const params = (href: string) => new URLSearchParams(href.split('?')[1]);

describe('the content strategy hand-off', () => {
  it('sends a gap as a pain point and a trend or pattern as a pillar, marked as from here', () => {
    const gap = params(strategyLink({ title: 'Explain the method', insight_type: 'opportunity' }));
    expect(gap.get('from')).toBe('competitor-analysis');
    expect(gap.getAll('pain')).toEqual(['Explain the method']);
    expect(gap.getAll('pillar')).toEqual([]);
    const trend = params(strategyLink({ title: 'Saves and shares now outweigh likes', insight_type: 'trend' }));
    expect(trend.getAll('pillar')).toEqual(['Saves and shares now outweigh likes']);
    expect(trend.getAll('pain')).toEqual([]);
  });

  it('cuts a long pillar on a word, within 60 characters', () => {
    const title = 'Document posts and opinionated takes win reach on LinkedIn for small bakeries';
    const [pillar = ''] = params(strategyLink({ title, insight_type: 'pattern' })).getAll('pillar');
    expect(pillar).toBe('Document posts and opinionated takes win reach on LinkedIn');
    expect(pillar.length).toBeLessThanOrEqual(60);
  });
});
