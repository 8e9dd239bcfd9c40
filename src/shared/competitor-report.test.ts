import { parse } from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { TSavedCompetitorAnalysis, TSavedInsight } from './competitor-analysis';
import { insightsToCsv } from './competitor-csv';
import { analysisToMarkdown, byPriority, reportFilename } from './competitor-report';

const insight = (over: Partial<TSavedInsight>): TSavedInsight => ({
  id: 'i1',
  analysis_id: 'a1',
  title: 'Fill the gap',
  description: 'They rarely explain the method.',
  insight_type: 'opportunity',
  priority_level: 'medium',
  confidence_score: 0.42,
  actionable_steps: ['Check their last 12 posts', 'Post the method'],
  created_at: '2026-11-23T10:00:00.000Z',
  ...over,
});

const analysis: TSavedCompetitorAnalysis = {
  id: 'a1',
  competitor_name: 'Pawsitive Pups',
  competitor_handle: '@pawsitive_pups',
  platform: 'instagram',
  notes: 'Daily *puppy* Reels',
  industry_context: 'Dog training',
  analysis_summary: {
    description: 'Pawsitive Pups on Instagram.',
    strengths: ['Daily Reels'],
    weaknesses: ['No captions'],
    content_themes: ['Recall training'],
  },
  offline: true,
  created_at: '2026-11-23T10:00:00.000Z',
  insights: [
    insight({ id: 'low', title: 'Low one', priority_level: 'low', confidence_score: 0.9 }),
    insight({ id: 'crit', title: 'Critical one', priority_level: 'critical', confidence_score: 0.3 }),
    insight({ id: 'sure', title: 'Sure medium', confidence_score: 0.8 }),
    insight({ id: 'unsure', title: 'Unsure medium', confidence_score: 0.4 }),
  ],
};

describe('competitor report', () => {
  it('sorts by priority, then confidence', () => {
    expect([...analysis.insights].sort(byPriority).map((i) => i.id)).toEqual(['crit', 'sure', 'unsure', 'low']);
  });

  it('writes a markdown report of one analysis, honest about its source', () => {
    const md = analysisToMarkdown(analysis);
    expect(md).toMatch(/^# Competitor analysis: Pawsitive Pups \(@pawsitive\\_pups\)\n/);
    expect(md).toContain('Platform: Instagram');
    expect(md).toContain('> AI estimate, based on the handle and your notes. Written by the offline composer.');
    expect(md).toContain('Your notes: Daily \\*puppy\\* Reels');
    for (const h of [
      '## Summary',
      '## Strengths\n\n- Daily Reels',
      '## Weaknesses\n\n- No captions',
      '## Content themes',
    ])
      expect(md).toContain(h);
    expect(md).toContain('Opportunity · Critical priority · 30% confidence');
    expect(md.indexOf('### Critical one')).toBeLessThan(md.indexOf('### Low one'));
    expect(md).toContain('1. Check their last 12 posts\n2. Post the method');
    expect(reportFilename(analysis)).toBe('competitor-analysis-pawsitive_pups-instagram.md');
  });

  it('escapes commas, quotes, line breaks and formulas in the CSV', () => {
    const tricky = {
      ...analysis,
      competitor_name: 'Smith, Jones & "Co"',
      insights: [insight({ title: '=HYPERLINK("x")', description: 'Line one\nline two, with "quotes"' })],
    };
    const csv = insightsToCsv([tricky]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parse<string[]>(csv.slice(1)).data;
    expect(rows[0]).toEqual([
      'Competitor',
      'Handle',
      'Platform',
      'Insight',
      'Type',
      'Priority',
      'Confidence',
      'Description',
      'Actionable Steps',
      'Created',
    ]);
    expect(rows[1]).toEqual([
      'Smith, Jones & "Co"',
      "'@pawsitive_pups",
      'Instagram',
      `'=HYPERLINK("x")`,
      'opportunity',
      'medium',
      '42%',
      'Line one\nline two, with "quotes"',
      'Check their last 12 posts\nPost the method',
      '2026-11-23',
    ]);
    expect(csv).toContain('"Smith, Jones & ""Co"""');
  });

  it('defuses formula cells in the CSV, those with a line break included', () => {
    const multi = {
      ...analysis,
      competitor_name: '=1+1\nx',
      competitor_handle: '\t=x',
      insights: [
        insight({
          title: '- Post 3 reels',
          description: '@SUM(A1)',
          actionable_steps: ['=HYPERLINK("x")', 'then this'],
        }),
        insight({ title: '\r=x', description: '+1\nmore' }),
      ],
    };
    const rows = parse<string[]>(insightsToCsv([multi]).slice(1)).data;
    expect(rows[1]?.slice(0, 4)).toEqual(["'=1+1\nx", "'\t=x", 'Instagram', "'- Post 3 reels"]);
    expect(rows[1]?.[7]).toBe("'@SUM(A1)");
    expect(rows[1]?.[8]).toBe(`'=HYPERLINK("x")\nthen this`);
    expect(rows[2]?.[3]).toBe("'\r=x");
    expect(rows[2]?.[7]).toBe("'+1\nmore");
  });
});
