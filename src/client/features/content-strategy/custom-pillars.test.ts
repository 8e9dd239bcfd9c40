import { describe, expect, it } from 'vitest';
import { customPillarProblem, formatGuidance, pillarGuidance } from './custom-pillars';

describe('custom pillars', () => {
  it('accepts a new, non-blank name', () => {
    expect(customPillarProblem('  Night-shift hacks ', [])).toBeNull();
  });

  it('refuses blanks, over-long names and duplicates of options or earlier customs', () => {
    expect(customPillarProblem('   ', [])).toBe('Type a pillar name first.');
    expect(customPillarProblem('x'.repeat(61), [])).toMatch(/60 characters/);
    expect(customPillarProblem('personal stories', [])).toBe('"Personal Stories" is already in your list.');
    expect(customPillarProblem('RECIPES', ['Recipes'])).toBe('"Recipes" is already in your list.');
  });
});

describe('guidance texts', () => {
  it('pillars: optimal from 3 to 5', () => {
    expect(pillarGuidance(2).text).toBe('Consider selecting at least 3 pillars for better content variety');
    expect(pillarGuidance(3)).toEqual({ tone: 'good', text: 'Optimal Range' });
    expect(pillarGuidance(5).text).toBe('Optimal Range');
    expect(pillarGuidance(6).text).toBe('Consider reducing to 5 or fewer pillars for better focus');
  });

  it('formats: a variety hint under 3, a focus warning over 5', () => {
    expect(formatGuidance(1).tone).toBe('hint');
    expect(formatGuidance(4).tone).toBe('good');
    expect(formatGuidance(6).text).toBe('Too many types might dilute focus');
  });
});
