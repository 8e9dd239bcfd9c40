import { describe, expect, it } from 'vitest';
import type { TPainPointAnalysisRecord, TPainPoint, TPersona } from '../../../shared/pain-point-analysis';
import { strategyLink, strategyNiche } from './strategy-prefill';

const persona = (name: string): TPersona => ({
  name,
  demographics: `${name}, a dog owner in a city flat`,
  psychographics: 'Calm',
  goals: ['Calm walks'],
  challenges: ['Time'],
  preferred_channels: ['Instagram'],
});
const pain = (who: string, text: string): TPainPoint => ({
  persona: who,
  pain_point: text,
  severity: 'High',
  frequency: 'Daily',
  emotional_impact: 'Tense',
  current_solutions: ['Harness'],
  solution_gaps: ['No plan'],
});
const analysis = {
  product_name: 'Calm Canine',
  target_market: 'first-time dog owners',
  result: {
    personas: [persona('Nervous Nadia'), persona('Busy Ben')],
    pain_points: [
      pain('Nervous Nadia', 'Pulling on every walk'),
      pain('busy ben', 'No time to train'),
      pain('Nervous Nadia', 'Barking at bikes'),
    ],
  },
} as unknown as TPainPointAnalysisRecord;

describe('content strategy hand-off', () => {
  it('takes the niche from the product and market, the audience and pains from the chosen persona', () => {
    expect(strategyNiche(analysis)).toBe('Calm Canine for first-time dog owners');
    const url = new URL(strategyLink(analysis, persona('Busy Ben')), 'http://x');
    expect(url.pathname).toBe('/content-strategy');
    expect(url.searchParams.get('from')).toBe('pain-point-analysis');
    expect(url.searchParams.get('niche')).toBe('Calm Canine for first-time dog owners');
    expect(url.searchParams.get('audience')).toBe('Busy Ben: Busy Ben, a dog owner in a city flat');
    expect(url.searchParams.getAll('pain')).toEqual(['No time to train']);
    const nadia = new URL(strategyLink(analysis, persona('Nervous Nadia')), 'http://x');
    expect(nadia.searchParams.getAll('pain')).toEqual(['Pulling on every walk', 'Barking at bikes']);
  });

  it('uses the product alone without a market, and every pain when the persona has none', () => {
    const bare = { ...analysis, target_market: null };
    expect(strategyNiche(bare)).toBe('Calm Canine');
    const url = new URL(strategyLink(bare, persona('Someone New')), 'http://x');
    expect(url.searchParams.getAll('pain')).toHaveLength(3);
  });
});
