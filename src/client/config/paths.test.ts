import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('builds learning URLs with encoded ids', () => {
    expect(paths.lesson('a b', 'c/d')).toBe('/learning/course/a%20b/lesson/c%2Fd');
  });
});
