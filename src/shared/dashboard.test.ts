import { describe, expect, it } from 'vitest';
import { computeProgress, type TDashboardCounts } from './dashboard';

const counts = (c: Partial<TDashboardCounts>): TDashboardCounts => ({
  missions: 0,
  niche_discoveries: 0,
  content_plans: 0,
  brand_profile: 0,
  ...c,
});

describe('computeProgress', () => {
  it.each([
    [{}, 0, 1],
    [{ missions: 1 }, 8, 1],
    [{ missions: 3 }, 25, 2],
    [{ missions: 3, content_plans: 1 }, 38, 2],
    [{ missions: 2, niche_discoveries: 1, content_plans: 1 }, 54, 3],
    [{ missions: 9, niche_discoveries: 1, content_plans: 1 }, 63, 3],
    [{ missions: 3, niche_discoveries: 4, content_plans: 2 }, 75, 4],
    [{ missions: 3, niche_discoveries: 4, content_plans: 2, brand_profile: 1 }, 100, 5],
  ])('%j -> %i %% and level %i', (c, percent, level) => {
    expect(computeProgress(counts(c))).toMatchObject({ percent, level });
  });

  it('caps each row at its target and keeps the rows in order, the brand profile last', () => {
    const { rows } = computeProgress(counts({ missions: 10, content_plans: 2, brand_profile: 1 }));
    expect(rows.map((r) => [r.label, r.current, r.target])).toEqual([
      ['Mission Statements', 10, 3],
      ['Niche Discoveries', 0, 1],
      ['Content Plans', 2, 2],
      ['Brand Profile', 1, 1],
    ]);
  });
});
