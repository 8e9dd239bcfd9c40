import { describe, expect, it } from 'vitest';
import { beforeParenthesis, cardPainPoints, cardPillars, cardScriptTypes, truncate } from './plan-card-text';

describe('plan card truncation (docs/product/content-strategy.md, My Content Plans)', () => {
  it('cuts after the limit and adds ..., leaving text at the limit whole', () => {
    expect(truncate('12345678901234567890', 20)).toBe('12345678901234567890');
    expect(truncate('123456789012345678901', 20)).toBe('12345678901234567890...');
    expect(truncate('', 20)).toBe('');
  });

  it('shows the first 3 pain points at 20 characters, then how many more', () => {
    expect(
      cardPainPoints(['No energy to cook after a shift', 'Vending machines', 'Sleep schedule chaos!', 'Cost', 'Time']),
    ).toEqual({ shown: ['No energy to cook af...', 'Vending machines', 'Sleep schedule chaos...'], more: 2 });
    expect(cardPainPoints(['Only one'])).toEqual({ shown: ['Only one'], more: 0 });
  });

  it('shows the first 2 pillars at 15 characters', () => {
    expect(cardPillars(['Educational & Tips', 'Personal Stories', 'Inspirational'])).toEqual([
      'Educational & T...',
      'Personal Storie...',
    ]);
  });

  it('shows the first 2 script types, only the text before a parenthesis', () => {
    expect(cardScriptTypes(['Hook-Story-Secret-CTA (35%)', 'Question-Answer', 'Behind-the-Scenes'])).toEqual([
      'Hook-Story-Secret-CTA',
      'Question-Answer',
    ]);
    expect(beforeParenthesis('(odd)')).toBe('(odd)');
  });
});
