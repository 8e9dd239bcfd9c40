import { describe, expect, it } from 'vitest';
import type { TPainPointAnalysisRecord } from './pain-point-analysis';
import { postBrief } from './pain-point-brief';
import { painPointReport, productSlug, reportFileName } from './pain-point-report';

const persona = {
  name: 'Nervous Nadia',
  demographics: 'First-time dog owner, 28, lives in a flat',
  psychographics: 'Wants a calm dog and hates conflict',
  goals: ['Walk without pulling'],
  challenges: ['Little time after work'],
  preferred_channels: ['Instagram', 'YouTube'],
};
const idea = {
  title: 'Why your dog pulls | and what to do',
  type: 'Video' as const,
  target_persona: 'Nervous Nadia',
  pain_point_addressed: 'Walks that feel like a tug of war',
  content_angle: 'Show the first 5 minutes of a calm walk',
  key_messages: ['Pulling is learned, so it can be unlearned'],
  cta: 'Book a free 15-minute call',
};
const analysis: TPainPointAnalysisRecord = {
  id: '5f0c3c5e-8a44-4a40-9d1e-0c1d7e2f9a11',
  product_name: 'Calm Canine: Leash Course!',
  product_description: 'A six-week course that stops leash pulling.',
  target_market: 'First-time dog owners',
  price_range: null,
  result: {
    personas: [persona, { ...persona, name: 'Busy Ben' }],
    pain_points: [
      {
        persona: 'Nervous Nadia',
        pain_point: 'Walks that feel like a tug of war',
        severity: 'High',
        frequency: 'Every walk',
        emotional_impact: 'Embarrassed | tense\nand tired',
        current_solutions: ['Harnesses', 'YouTube videos'],
        solution_gaps: ['No plan'],
      },
    ],
    content_ideas: [idea],
    positioning: {
      unique_value_proposition: 'Calm walks in six weeks',
      competitive_advantages: ['Kind methods'],
      messaging_framework: { primary_message: 'Walk together', supporting_messages: ['No shouting'] },
      differentiation_strategy: 'Own the calm-walk promise',
    },
    market_intelligence: {
      market_size: 'An estimate: many city owners',
      competitive_landscape: 'Local trainers and free videos',
      growth_trends: ['More dogs in flats'],
      opportunities: ['Vets as partners'],
      threats: ['Free content'],
    },
  },
  offline: true,
  created_at: '2026-11-23T22:00:00.000Z',
};

describe('pain point report', () => {
  it('is named after the product', () => {
    expect(reportFileName(analysis.product_name)).toBe('pain-point-analysis-calm-canine-leash-course.md');
    expect(productSlug('Café Zürich')).toBe('cafe-zurich');
    expect(productSlug('健康アプリ')).toBe('健康アプリ');
    expect(productSlug('!!!')).toBe('product');
    expect(productSlug('a'.repeat(100))).toHaveLength(60);
  });

  it('holds every section, a pain point table and the generated-on date', () => {
    const { fileName, markdown } = painPointReport(analysis);
    expect(fileName).toBe('pain-point-analysis-calm-canine-leash-course.md');
    for (const heading of [
      '# Pain Point Analysis: Calm Canine: Leash Course!',
      '## Overview',
      '## Personas',
      '### Nervous Nadia',
      '### Busy Ben',
      '## Pain Points',
      '## Content Ideas',
      '## Positioning',
      '## Market Intelligence',
    ])
      expect(markdown).toContain(`\n${heading}\n`.slice(heading.startsWith('# ') ? 1 : 0));
    expect(markdown).toContain('- **Target market:** First-time dog owners');
    expect(markdown).not.toContain('Price range');
    expect(markdown).toContain(
      '| Nervous Nadia | Walks that feel like a tug of war | High | Every walk | Embarrassed \\| tense and tired | Harnesses; YouTube videos | No plan |',
    );
    expect(markdown).toContain('### 1. Why your dog pulls | and what to do');
    expect(markdown).toContain('**Primary message:** Walk together');
    expect(markdown).toContain('Generated on November 23, 2026 by the Brandforge offline composer.');
    expect(markdown.endsWith('\n')).toBe(true);
  });

  it('turns a content idea into a short post brief', () => {
    expect(postBrief(idea)).toBe(
      [
        'Post brief: Why your dog pulls | and what to do',
        'Type: Video',
        'For: Nervous Nadia',
        'Pain point it answers: Walks that feel like a tug of war',
        'Hook/angle: Show the first 5 minutes of a calm walk',
        'CTA: Book a free 15-minute call',
      ].join('\n'),
    );
  });
});
