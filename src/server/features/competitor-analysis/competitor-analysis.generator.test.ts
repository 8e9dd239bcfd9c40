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
  it.each(composerCases(competitorAnalysisGenerator, { typical, bare }, ['platform', 'handle']))(
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
    expect(analyses[0]?.analysis_summary.content_themes[0]).toBe('How-to posts on nutrition coaching');
    expect(analyses[0]?.competitor_handle).toBe('@fitmamajo');
    const input = parseInput(competitorAnalysisGenerator, { ...bare, industryContext: '  ' });
    expect(input.industryContext).toBe('General business/brand analysis');
  });

  it("reads as written for a dog trainer's and a bookkeeper's competitors, from the notes", () => {
    const dog = expectComposes(competitorAnalysisGenerator, {
      platform: 'instagram',
      industryContext: 'Positive-reinforcement dog training for first-time puppy owners',
      competitors: [
        { name: 'Pawsitive Pups', handle: '@pawsitivepups', notes: 'Daily puppy Reels, rarely explains the method' },
      ],
    }).analyses[0];
    const text = JSON.stringify(dog);
    for (const s of ['Pawsitive Pups', '@pawsitivepups', 'Instagram', 'dog training']) expect(text).toContain(s);
    expect(dog?.analysis_summary.strengths[0]).toBe('From your notes: daily puppy Reels');
    expect(dog?.analysis_summary.weaknesses[0]).toBe('From your notes: rarely explains the method');
    expect(dog?.insights[0]?.title).toBe('Where Pawsitive Pups falls short: rarely explains the method');
    expect(dog?.insights[3]?.description).toContain('Check whether @pawsitivepups already does this');

    const books = expectComposes(competitorAnalysisGenerator, {
      platform: 'linkedin',
      competitors: [{ name: 'Numbers by Nadia', handle: '@numbersbynadia', notes: 'Long posts about VAT deadlines' }],
    }).analyses[0];
    expect(books?.analysis_summary.description).toMatch(
      /^Numbers by Nadia \(@numbersbynadia\) on LinkedIn, looked at for your brand\./,
    );
    expect(books?.analysis_summary.content_themes[0]).toBe('VAT deadlines');
    expect(JSON.stringify(books)).not.toMatch(/general business|followers: \d|engagement rate/i);
    // Note-backed points are surer than platform guesses, and nothing is certain.
    const [gap, pattern] = books?.insights ?? [];
    expect(pattern?.confidence_score).toBeGreaterThan(gap?.confidence_score ?? 1);
  });

  it('never shortens a long handle, which would name another account', () => {
    const handle = `@${'a'.repeat(119)}`;
    const { analyses } = expectComposes(competitorAnalysisGenerator, {
      ...bare,
      competitors: [{ name: 'Long', handle }],
    });
    expect(analyses[0]?.competitor_handle).toBe(handle);
    expect(analyses[0]?.insights.some((i) => i.actionable_steps.some((s) => s.includes(handle)))).toBe(true);
  });

  it('tells the model the notes are the only evidence and forbids invented numbers', () => {
    const { system, user } = competitorAnalysisGenerator.prompt(parseInput(competitorAnalysisGenerator, typical));
    expect(system).toMatch(/notes are the only evidence/);
    expect(system).toMatch(/Never state or estimate follower counts, engagement rates/);
    expect(user).toContain('Posts daily Reels, huge engagement on recipe carousels');
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
