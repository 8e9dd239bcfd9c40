import { describe, expect, it } from 'vitest';
import type { TPainPointAnalysis } from '../../../shared/pain-point-analysis';
import { expectComposes } from '../../ai/testing/composer-checks';
import { painPointAnalysisGenerator } from './pain-point-analysis.generator';
import { plural, readProduct } from './pain-point-analysis.reading';

const everything = (out: TPainPointAnalysis) => JSON.stringify(out);
const sentences = (out: TPainPointAnalysis) =>
  [
    out.positioning.unique_value_proposition,
    out.positioning.differentiation_strategy,
    out.market_intelligence.competitive_landscape,
    ...out.content_ideas.flatMap((c) => [c.title, c.content_angle, ...c.key_messages]),
  ].join('\n');

describe('pain point composer, read for people unlike us', () => {
  it('a dog trainer: the course, its owners and what it stops', () => {
    const out = expectComposes(painPointAnalysisGenerator, {
      productName: 'Calm Canine',
      productDescription: 'A six-week online course for dog owners that stops leash pulling without harsh corrections.',
      targetMarket: 'First-time dog owners in cities',
      priceRange: '$149',
    });
    expect(out.positioning.unique_value_proposition).toMatch(
      /^Calm Canine helps first-time dog owners in cities stop leash pulling without harsh corrections\./,
    );
    expect(everything(out)).toContain('stopping leash pulling without harsh corrections');
    expect(out.content_ideas.map((c) => c.title).join('\n')).toContain('first-time dog owners in cities');
  });

  it('a bookkeeper who writes "we": the actions become the promise', () => {
    const out = expectComposes(painPointAnalysisGenerator, {
      productName: 'Tidy Ledger',
      productDescription:
        'Monthly bookkeeping for small bakeries and cafes. We reconcile accounts and prepare VAT returns.',
      targetMarket: 'Independent bakery owners',
      priceRange: '£120 per month',
    });
    expect(out.positioning.unique_value_proposition).toMatch(
      /^Tidy Ledger helps independent bakery owners reconcile accounts and prepare VAT returns\./,
    );
    expect(everything(out)).toContain('reconciling accounts and preparing VAT returns');
    expect(out.market_intelligence.market_size).toContain('£120 per month');
  });

  it('answers in fragments: no fragment is forced into a sentence, buyers read as plural, names start sentences', () => {
    const out = expectComposes(painPointAnalysisGenerator, {
      productName: 'english fast',
      productDescription: 'lesson english. online. for worker hotel. cheap',
      targetMarket: 'hotel worker',
      priceRange: '10 euro',
    });
    const text = sentences(out);
    expect(text).not.toMatch(/lesson english|online\. for|\bcheap\b/);
    expect(text).toContain('hotel workers');
    expect(text).not.toMatch(/hotel worker(?!s)/);
    expect(out.positioning.unique_value_proposition).toMatch(/^English fast is made for hotel workers:/);
    expect(text).not.toMatch(/\{\w+\}|\s{2}|\.\.|\bundefined\b|"\s*"/);
  });

  it('reads what a description says the product does, however it is said', () => {
    const does = (productDescription: string) => readProduct({ productName: 'X', productDescription }).does;
    expect(does('A tool which helps you find clients and grows your revenue.')).toBe(
      'find clients and grow your revenue',
    );
    expect(does('Coaching so you can speak confidently at work')).toBe('speak confidently at work');
    expect(does('An app that is easy to use')).toBeUndefined();
    expect(does('Software')).toBeUndefined();
    expect(plural('hotel worker')).toBe('hotel workers');
    expect(plural('small business')).toBe('small business');
    expect(plural('new family')).toBe('new families');
    expect(plural('nursing staff')).toBe('nursing staff');
    expect(plural('owners in cities')).toBe('owners in cities');
  });
});
