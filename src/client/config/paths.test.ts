import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds learning URLs with encoded ids', () => {
    expect(paths.lesson('a b', 'c/d')).toBe('/learning/course/a%20b/lesson/c%2Fd');
  });

  it("builds a saved result's URL under its tool's list, with the id encoded", () => {
    expect(paths.offer('a/b')).toBe(`${paths.offers}/a%2Fb`);
    expect(paths.painPointAnalysis('a b')).toBe(`${paths.painPoints}/a%20b`);
    expect(paths.newOffer).toBe(`${paths.offers}/new`);
    expect(paths.newPainPointAnalysis).toBe(`${paths.painPoints}/new`);
  });
});
