import { describe, expect, it } from 'vitest';
import { addDays, planEvents, planToIcs } from './plan-calendar';
import { row, thirtyRows } from './testing';

describe('addDays', () => {
  it('counts across month, year and daylight-saving boundaries', () => {
    expect(addDays('2025-01-30', 0)).toEqual([2025, 1, 30]);
    expect(addDays('2025-01-30', 2)).toEqual([2025, 2, 1]);
    expect(addDays('2025-12-31', 1)).toEqual([2026, 1, 1]);
    expect(addDays('2025-03-29', 1)).toEqual([2025, 3, 30]);
    expect(addDays('2024-02-28', 1)).toEqual([2024, 2, 29]);
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('soon', 0)).toThrow('"soon" is not a date');
  });
});

describe('planEvents and planToIcs', () => {
  it('make one all-day event per video, day n on start + n - 1', () => {
    const events = planEvents(thirtyRows(), '2025-06-15', 'plan-1');
    expect(events).toHaveLength(30);
    expect(events[0]).toMatchObject({ start: [2025, 6, 15], end: [2025, 6, 16], title: 'Day 1: Title 1' });
    expect(events[29]).toMatchObject({ start: [2025, 7, 14], end: [2025, 7, 15], title: 'Day 30: Title 30' });
    expect(new Set(events.map((e) => e.uid)).size).toBe(30);
  });

  it('writes a calendar with 30 events whose text holds the hooks and the script', () => {
    const ics = planToIcs([...thirtyRows().slice(1), row(1, { script: 'Line one\nLine, two' })], '2025-06-15', {
      uidPrefix: 'plan-1',
      calName: 'Calm Kitchen plan',
    });
    expect(ics).toMatch(/^BEGIN:VCALENDAR/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(30);
    expect(ics).toContain('DTSTART;VALUE=DATE:20250615');
    expect(ics).toContain('X-WR-CALNAME:Calm Kitchen plan');
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('1. Hook A1');
    expect(unfolded).toContain('Line one\\nLine\\, two');
  });
});
