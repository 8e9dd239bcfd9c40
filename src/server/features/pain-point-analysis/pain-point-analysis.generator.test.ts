import { describe, expect, it } from 'vitest';
import { CONTENT_IDEA_TYPES } from '../../../shared/pain-point-analysis';
import { parseInput, validateOutput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { painPointAnalysisGenerator } from './pain-point-analysis.generator';

const typical = {
  productName: 'ShiftPlate',
  productDescription: 'A meal planning app for shift workers that builds a week of meals in 10 minutes.',
  targetMarket: 'Nurses and paramedics on rotating shifts',
  priceRange: '$9/month',
};
const terse = { productName: 'Zap', productDescription: 'Software' };

describe('pain point analysis composer', () => {
  it.each(composerCases(painPointAnalysisGenerator, { typical, terse }))('%s: all five parts', (_n, input) => {
    const out = expectComposes(painPointAnalysisGenerator, input);
    expect(out.personas).toHaveLength(3);
    expect(out.pain_points).toHaveLength(6);
    expect(out.content_ideas.map((c) => c.type)).toEqual([...CONTENT_IDEA_TYPES]);
  });

  it('builds on the product, its market and what it does', () => {
    const out = expectComposes(painPointAnalysisGenerator, typical);
    expect(out.personas[0]?.demographics).toMatch(/^Nurses and paramedics on rotating shifts, .*\$9\/month\.$/);
    expect(out.positioning.unique_value_proposition).toMatch(
      /^ShiftPlate helps nurses and paramedics on rotating shifts build a week of meals in 10 minutes\./,
    );
    expect(out.positioning.messaging_framework.primary_message).toBe(
      'Building a week of meals in 10 minutes, made simple for nurses and paramedics on rotating shifts.',
    );
    expect(out.market_intelligence.market_size).toMatch(/^Not estimated offline/);
    // Each persona owns two pain points, and every idea answers one of them.
    for (const p of out.personas) expect(out.pain_points.filter((x) => x.persona === p.name)).toHaveLength(2);
    const pains = new Set(out.pain_points.map((p) => p.pain_point));
    for (const c of out.content_ideas) expect(pains).toContain(c.pain_point_addressed);
  });

  it('rejects pain points and ideas that name no persona', () => {
    const input = parseInput(painPointAnalysisGenerator, typical);
    const out = painPointAnalysisGenerator.compose(input);
    const broken = {
      ...out,
      pain_points: out.pain_points.map((p, i) => (i === 2 ? { ...p, persona: 'Someone else' } : p)),
    };
    const verdict = validateOutput(painPointAnalysisGenerator, broken, input);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok || verdict.problems[0]).toMatch(/^pain_points\.2\.persona: must be one of "/);
  });

  it('refuses a blank description, naming it', () => {
    expect(() => parseInput(painPointAnalysisGenerator, { productName: 'X', productDescription: '' })).toThrow(
      'Product description must not be empty',
    );
  });
});
