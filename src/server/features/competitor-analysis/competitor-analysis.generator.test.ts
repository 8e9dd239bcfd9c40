import { describe, expect, it } from 'vitest';
import { parseInput, validateOutput } from '../../ai/generator';
import { composerCases, expectComposes } from '../../ai/testing/composer-checks';
import { competitorAnalysisGenerator } from './competitor-analysis.generator';

const typical = {
  platform: 'instagram',
  competitors: [
    { name: 'Fit Mama Jo', handle: '@fitmamajo', notes: 'Posts daily Reels, huge engagement on recipe carousels' },
    { name: 'Shift Strong', handle: 'shiftstrong' },
  ],
  industryContext: 'Nutrition coaching for nurses on night shifts',
};
const bare = { platform: 'youtube', competitors: [{ name: 'A', handle: 'a' }] };

describe('competitor analysis composer', () => {
  it.each(composerCases(competitorAnalysisGenerator, { typical, bare }, ['platform']))(
    '%s: one honest report per competitor',
    (_n, input) => {
      const { analyses } = expectComposes(competitorAnalysisGenerator, input);
      const { competitors } = input as typeof typical;
      expect(analyses).toHaveLength(competitors.length);
      for (const a of analyses) {
        expect(a.analysis_summary.description).toMatch(/confirm each point/);
        expect(new Set(a.insights.map((i) => i.insight_type)).size).toBeGreaterThanOrEqual(3);
        for (const i of a.insights) expect(i.confidence_score).toBeLessThanOrEqual(0.9);
      }
    },
  );

  it("uses the user's notes and the industry, and defaults a blank industry", () => {
    const { analyses } = expectComposes(competitorAnalysisGenerator, typical);
    expect(analyses[0]?.analysis_summary.strengths[0]).toBe('From your notes: posts daily Reels');
    expect(analyses[0]?.analysis_summary.content_themes[0]).toBe('nutrition coaching tips');
    expect(analyses[0]?.competitor_handle).toBe('@fitmamajo');
    const input = parseInput(competitorAnalysisGenerator, { ...bare, industryContext: '  ' });
    expect(input.industryContext).toBe('General business/brand analysis');
  });

  it('rejects an answer that skips or reorders competitors', () => {
    const input = parseInput(competitorAnalysisGenerator, typical);
    const { analyses } = competitorAnalysisGenerator.compose(input);
    expect(validateOutput(competitorAnalysisGenerator, { analyses: analyses.slice(0, 1) }, input)).toMatchObject({
      ok: false,
      problems: ['analyses: need exactly 2 entries, one per competitor; got 1'],
    });
    const swapped = [analyses[1], analyses[0]];
    expect(validateOutput(competitorAnalysisGenerator, { analyses: swapped }, input).ok).toBe(false);
  });

  it('refuses input with the spec messages', () => {
    expect(() => parseInput(competitorAnalysisGenerator, { ...typical, platform: '' })).toThrow(
      'Please select a platform',
    );
    expect(() => parseInput(competitorAnalysisGenerator, { ...typical, competitors: [] })).toThrow(
      'Please add at least one competitor with both name and handle',
    );
    expect(() =>
      parseInput(competitorAnalysisGenerator, { ...typical, competitors: [{ name: 'X', handle: ' ' }] }),
    ).toThrow('Competitor handle must not be empty');
  });
});
