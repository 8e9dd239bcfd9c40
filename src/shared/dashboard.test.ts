import { describe, expect, it } from 'vitest';
import { computeProgress } from './dashboard';

describe('computeProgress', () => {
  it.each([
    [{ missions: 0, nicheDiscoveries: 0, contentPlans: 0 }, 0, 1],
    [{ missions: 1, nicheDiscoveries: 0, contentPlans: 0 }, 11, 1],
    [{ missions: 3, nicheDiscoveries: 0, contentPlans: 0 }, 33, 2],
    [{ missions: 3, nicheDiscoveries: 0, contentPlans: 1 }, 50, 3],
    [{ missions: 2, nicheDiscoveries: 1, contentPlans: 1 }, 72, 3],
    [{ missions: 9, nicheDiscoveries: 1, contentPlans: 1 }, 83, 4],
    [{ missions: 3, nicheDiscoveries: 4, contentPlans: 2 }, 100, 5],
  ])('%j -> %i %% and level %i', (counts, percent, level) => {
    expect(computeProgress(counts)).toMatchObject({ percent, level });
  });

  it('caps each row at its target and keeps the rows in spec order', () => {
    const { rows } = computeProgress({ missions: 10, nicheDiscoveries: 0, contentPlans: 2 });
    expect(rows.map((r) => [r.label, r.current, r.target])).toEqual([
      ['Mission Statements', 10, 3],
      ['Niche Discoveries', 0, 1],
      ['Content Plans', 2, 2],
    ]);
  });
});
