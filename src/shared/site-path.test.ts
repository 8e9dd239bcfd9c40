import { describe, expect, it } from 'vitest';
import { ZCourseInput, ZLessonInput } from './learning';
import { parseVideoUrl } from './learning-video';
import { isSitePath, safeLink } from './site-path';

const COURSE = '00000000-0000-4000-8000-000000000000';

// Each of these starts with '/' but the browser (WHATWG URL parsing) takes it to another host.
const LEAVING = [
  '//evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '/\t/evil.example/x',
  '/\n/evil.example/x',
  '/\r\n/evil.example/x',
  '/\\t/evil.example/x',
];
const ON_SITE = ['/', '/videos/intro.mp4', '/files/guide.pdf?download=1#page=2', '/a\\b', '/%2F%2Fevil.example'];

describe('isSitePath', () => {
  it.each(LEAVING)('refuses %j, which leaves the site', (value) => {
    expect(isSitePath(value)).toBe(false);
    expect(safeLink(value)).toBeUndefined();
  });

  it.each(ON_SITE)('accepts %j', (value) => {
    expect(isSitePath(value)).toBe(true);
    expect(safeLink(value)).toBe(value);
  });

  it.each(['', 'videos/intro.mp4', ' /x', 'javascript:alert(1)', 'https://example.com/x'])(
    'does not call %j a site path',
    (value) => expect(isSitePath(value)).toBe(false),
  );

  it('lets web addresses through as links, nothing else', () => {
    expect(safeLink('https://example.com/a')).toBe('https://example.com/a');
    expect(safeLink('HTTP://example.com')).toBe('HTTP://example.com');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('https://')).toBeUndefined();
    expect(safeLink(null)).toBeUndefined();
  });
});

describe('learning links in admin input', () => {
  const lesson = (extra: object) => ZLessonInput.safeParse({ courseId: COURSE, title: 'L', ...extra });

  it.each(LEAVING.filter((v) => v.trim() === v))('refuses %j as a resource, a thumbnail and a video', (value) => {
    expect(lesson({ resources: [{ title: 'R', url: value }] }).success).toBe(false);
    expect(ZCourseInput.safeParse({ title: 'C', thumbnailUrl: value }).success).toBe(false);
    expect(lesson({ videoUrl: value }).success).toBe(false);
    // '\\host' is read as a bare host name ('example.com/v.mp4' is a web address there), not as a path.
    if (value.startsWith('/')) expect(parseVideoUrl(value)).toEqual({ kind: 'none' });
  });

  it('accepts site paths and web addresses', () => {
    expect(lesson({ resources: [{ title: 'R', url: '/files/guide.pdf' }], videoUrl: '/v.mp4' }).success).toBe(true);
    expect(ZCourseInput.safeParse({ title: 'C', thumbnailUrl: 'https://cdn.example.com/t.png' }).success).toBe(true);
    expect(parseVideoUrl('/v.mp4')).toEqual({ kind: 'direct', src: '/v.mp4' });
  });
});
