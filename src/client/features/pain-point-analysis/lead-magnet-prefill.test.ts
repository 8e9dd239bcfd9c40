import { describe, expect, it } from 'vitest';
import type { TPainPoint, TPainPointAnalysisRecord } from '../../../shared/pain-point-analysis';
import { leadMagnetAudience, leadMagnetLink } from './lead-magnet-prefill';

const pain = (text: string, severity: TPainPoint['severity']): TPainPoint => ({
  persona: 'Nadia',
  pain_point: text,
  severity,
  frequency: 'Daily',
  emotional_impact: 'Tense',
  current_solutions: ['Harness'],
  solution_gaps: ['No plan'],
});
const analysis = (over: Partial<TPainPointAnalysisRecord> = {}) =>
  ({
    product_name: 'Calm Canine',
    target_market: 'First-time dog owners & their kids',
    result: {
      personas: [{ name: 'Nervous Nadia' }],
      pain_points: [
        pain('Barking at bikes', 'Low'),
        pain('Pulling on every walk', 'High'),
        pain('x'.repeat(300), 'Medium'),
      ],
    },
    ...over,
  }) as TPainPointAnalysisRecord;

describe('the lead magnet hand-off', () => {
  it('opens the wizard with the market as audience and the pain points, most severe first', () => {
    const url = new URL(leadMagnetLink(analysis()), 'http://x');
    expect(url.pathname).toBe('/lead-magnet-generator/new');
    expect(url.searchParams.get('from')).toBe('pain-point-analysis');
    expect(url.searchParams.get('audience')).toBe('First-time dog owners & their kids');
    expect(url.searchParams.getAll('pain')).toEqual(['Pulling on every walk', 'x'.repeat(200), 'Barking at bikes']);
  });

  it('falls back to the first persona when no market was given', () => {
    expect(leadMagnetAudience(analysis({ target_market: null }))).toBe('Nervous Nadia');
  });
});
