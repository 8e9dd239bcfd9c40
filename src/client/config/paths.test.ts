// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { COMING_SOON_ROUTES } from '@/app/router';
import { TOOLS } from '@/components/layout/tools';
import { COMING_SOON, paths } from './paths';

describe('the coming-soon list', () => {
  it('names only tool or admin routes, and each has a coming-soon route', () => {
    const toolPaths = new Set(TOOLS.map((t) => t.path));
    for (const path of COMING_SOON) {
      expect(toolPaths.has(path) || path === paths.admin, path).toBe(true);
      expect(COMING_SOON_ROUTES, path).toContain(path);
    }
  });

  it('sends a shipped tool to its own page, never to the coming-soon page', () => {
    for (const tool of TOOLS.filter((t) => !COMING_SOON.has(t.path)))
      expect(COMING_SOON_ROUTES, tool.path).not.toContain(tool.path);
  });

  it('builds learning URLs with encoded ids', () => {
    expect(paths.lesson('a b', 'c/d')).toBe('/learning/course/a%20b/lesson/c%2Fd');
  });
});
