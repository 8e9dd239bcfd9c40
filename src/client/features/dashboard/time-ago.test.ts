// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { timeAgo } from './components/recent-activity';

const now = Date.parse('2025-06-15T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [5, 'just now'],
    [90, '2 minutes ago'],
    [3_600, '1 hour ago'],
    [86_400, 'yesterday'],
    [3 * 86_400, '3 days ago'],
    [14 * 86_400, '2 weeks ago'],
    [400 * 86_400, 'last year'],
  ])('%i s -> %s', (seconds, text) => expect(timeAgo(ago(seconds), now)).toBe(text));
});
