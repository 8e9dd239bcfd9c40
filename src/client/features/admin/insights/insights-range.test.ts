import { describe, expect, it } from 'vitest';
import { rangeParams, rangeQuery, readRange } from './insights-range';
import { chartSummary, isEmptyChart, monthName, rangeName } from './insights-summary';

const range = { range: '7' as const, from: '2026-03-01', to: '2026-03-07', tz: 'UTC', days: 7 };

describe('the range in the address', () => {
  it('reads 30 days when the address names none or a range the server does not know', () => {
    expect(readRange(new URLSearchParams())).toEqual({ range: '30', from: '', to: '' });
    expect(readRange(new URLSearchParams('range=365'))).toEqual({ range: '30', from: '', to: '' });
  });

  it('keeps From and To only for a custom range, and leaves the default out of the address', () => {
    expect(readRange(new URLSearchParams('range=7&from=2026-01-01'))).toEqual({ range: '7', from: '', to: '' });
    const custom = readRange(new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-10'));
    expect(custom).toEqual({ range: 'custom', from: '2026-01-01', to: '2026-01-10' });
    expect(rangeParams(custom)).toEqual({ range: 'custom', from: '2026-01-01', to: '2026-01-10' });
    expect(rangeParams({ range: '30', from: '', to: '' })).toEqual({});
  });

  it('asks with the browser time zone, and says why a custom range cannot be asked for', () => {
    expect(rangeQuery({ range: '90', from: '', to: '' }, 'Europe/Paris')).toEqual({
      query: { range: '90', tz: 'Europe/Paris' },
      error: null,
    });
    expect(rangeQuery({ range: 'custom', from: '2026-01-01', to: '' }, 'UTC').error).toBe(
      'A custom range needs both From and To dates',
    );
    expect(rangeQuery({ range: 'custom', from: '2026-01-10', to: '2026-01-01' }, 'UTC').error).toBe(
      'To must be on or after From',
    );
    expect(rangeQuery({ range: 'custom', from: '2024-01-01', to: '2026-01-01' }, 'UTC').error).toMatch(/at most 366/);
    expect(rangeQuery({ range: 'custom', from: '2026-01-01', to: '2026-01-10' }, 'UTC').query).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-10',
      tz: 'UTC',
    });
  });
});

describe('the line under each chart', () => {
  it('sums the range, and knows an all-zero range is empty', () => {
    const members = {
      chart: 'members' as const,
      range,
      rows: [
        { day: '2026-03-01', signups: 2, active_members: 3 },
        { day: '2026-03-02', signups: 1, active_members: 5 },
      ],
    };
    expect(chartSummary(members)).toBe('3 sign-ups; up to 5 active members a day.');
    expect(isEmptyChart(members)).toBe(false);
    const email = {
      chart: 'email' as const,
      range,
      rows: [{ day: '2026-03-01', sent: 0, bounced: 0, unsubscribed: 0 }],
    };
    expect(chartSummary(email)).toBe('0 sent, 0 bounced, 0 unsubscribed.');
    expect(isEmptyChart(email)).toBe(true);
  });

  it('names the most used tool and the failure rate', () => {
    const generations = {
      chart: 'generations' as const,
      range,
      tools: [{ generator: 'mission', label: 'Mission Statement', total: 1, share: 1 }],
      rows: [{ day: '2026-03-01', total: 1, by_tool: { mission: 1 } }],
    };
    expect(chartSummary(generations)).toBe('1 generation; most from Mission Statement.');
    const health = {
      chart: 'ai-health' as const,
      range,
      rows: [
        { day: '2026-03-01', calls: 8, failures: 2, rate_limited: 1, timeout: 1, invalid_answer: 0, provider_error: 0 },
      ],
    };
    expect(chartSummary(health)).toBe('8 model calls, 2 failures (25.0%).');
  });

  it('names days and months as calendar days, whatever the time zone', () => {
    expect(rangeName(range)).toBe('Last 7 days (Mar 1, 2026 to Mar 7, 2026)');
    expect(rangeName({ ...range, range: 'custom', days: 1, to: '2026-03-01' })).toBe(
      '1 day (Mar 1, 2026 to Mar 1, 2026)',
    );
    expect(monthName('2026-11')).toBe('Nov 2026');
  });
});
