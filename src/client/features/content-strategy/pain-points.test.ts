import { describe, expect, it } from 'vitest';
import { addPainPoints, hasPainPoint, parsePainPoints, withoutPainPoint } from './pain-points';

describe('pain points', () => {
  it('splits comma-separated text, trims each entry and drops empty ones', () => {
    expect(parsePainPoints('  no time ,, burnout,   , cost  ')).toEqual(['no time', 'burnout', 'cost']);
    expect(parsePainPoints(' , ,')).toEqual([]);
  });

  it('adds new entries once, ignoring case and blanks', () => {
    expect(addPainPoints(['No time'], ['no time', 'Burnout', ' ', 'burnout', 'Cost '])).toEqual([
      'No time',
      'Burnout',
      'Cost',
    ]);
  });

  it('finds and removes entries without case', () => {
    expect(hasPainPoint(['No time'], ' no TIME ')).toBe(true);
    expect(withoutPainPoint(['No time', 'Cost'], 'no time')).toEqual(['Cost']);
  });
});
