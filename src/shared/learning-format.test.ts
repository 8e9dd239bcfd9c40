import { describe, expect, it } from 'vitest';
import { coursePercentage, formatCourseDuration, formatLessonLength, totalHours } from './learning-format';
import { parseVideoUrl } from './learning-video';

describe('learning durations', () => {
  it.each([
    [0, '0min'],
    [1, '1min'],
    [45, '45min'],
    [59, '59min'],
    [60, '1h 0min'],
    [90, '1h 30min'],
    [125, '2h 5min'],
    [-5, '0min'],
    [Number.NaN, '0min'],
  ])('a course of %s minutes reads %s', (minutes, text) => {
    expect(formatCourseDuration(minutes)).toBe(text);
  });

  it.each([
    [0, '0:00'],
    [7, '0:07'],
    [65, '1:05'],
    [600, '10:00'],
    [3725, '62:05'],
    [12.9, '0:12'],
  ])('a lesson of %s seconds reads %s', (seconds, text) => {
    expect(formatLessonLength(seconds)).toBe(text);
  });

  it('Total Hours is watch seconds / 3600, rounded', () => {
    expect(totalHours(0)).toBe(0);
    expect(totalHours(1799)).toBe(0);
    expect(totalHours(1800)).toBe(1);
    expect(totalHours(5400)).toBe(2);
    expect(totalHours(36_000)).toBe(10);
  });

  it('course percentage is completed / published lessons, whole and at most 100', () => {
    expect(coursePercentage(0, 0)).toBe(0);
    expect(coursePercentage(1, 3)).toBe(33);
    expect(coursePercentage(2, 3)).toBe(67);
    expect(coursePercentage(3, 3)).toBe(100);
    expect(coursePercentage(5, 3)).toBe(100);
  });
});

describe('video links', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/live/dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
  ])('%s is YouTube video dQw4w9WgXcQ', (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it.each([
    ['https://vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://www.vimeo.com/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/af12cd34ef', { kind: 'vimeo', id: '76979871', hash: 'af12cd34ef' }],
    ['https://vimeo.com/channels/staffpicks/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { kind: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=af12cd34ef', { kind: 'vimeo', id: '76979871', hash: 'af12cd34ef' }],
  ])('%s is a Vimeo video', (url, source) => {
    expect(parseVideoUrl(url)).toEqual(source);
  });

  it.each([
    ['https://cdn.example.com/lessons/intro.mp4', 'https://cdn.example.com/lessons/intro.mp4'],
    ['http://media.example.org/a.webm?token=1', 'http://media.example.org/a.webm?token=1'],
    ['/api/learning/media/welcome.webm', '/api/learning/media/welcome.webm'],
    [
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    ],
  ])('%s plays in the direct player', (url, src) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'direct', src });
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'not a link',
    'javascript:alert(1)',
    'data:video/mp4;base64,AAAA',
    'ftp://example.com/a.mp4',
    '//evil.example/a.mp4',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/embed/',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/abc',
  ])('%s has no playable video', (url) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'none' });
  });
});
