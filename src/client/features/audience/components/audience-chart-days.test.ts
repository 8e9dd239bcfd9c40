import { describe, expect, it } from 'vitest';
import { chartSummary, dayLabel, dayName, newInLast } from './audience-chart-days';

const days = (counts: number[]) =>
  counts.map((count, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, count }));

describe('the chart of new subscribers', () => {
  it('names each UTC day the same wherever the browser is', () => {
    expect(dayLabel('2026-11-03')).toBe('Nov 3');
    expect(dayName('2026-11-03')).toBe('Tuesday, November 3');
  });

  it('adds up the last days', () => {
    expect(newInLast(days([5, 0, 1, 2, 3]), 3)).toBe(6);
    expect(newInLast(days([1, 2]), 7)).toBe(3);
  });

  it('sums the chart up in one sentence', () => {
    expect(chartSummary(days([0, 0, 0]))).toBe('No new subscribers in the last 3 days.');
    expect(chartSummary(days([1, 4, 4, 0]))).toBe('9 new subscribers in the last 4 days; the most on Nov 2 (4).');
    expect(chartSummary(days([0, 1]))).toBe('1 new subscriber in the last 2 days; the most on Nov 2 (1).');
  });
});
