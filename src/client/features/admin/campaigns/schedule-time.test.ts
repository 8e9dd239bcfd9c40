import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES } from '../../../../shared/campaign-texts';
import { checkSchedule, fromLocalInput, scheduleBounds, toLocalInput, withOffset } from './schedule-time';

// Node reads TZ afresh when it changes, so the tests run on a clock with daylight saving.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('datetime-local and ISO with offset', () => {
  it("reads an input on the viewer's clock and writes it with that moment's offset", () => {
    const winter = fromLocalInput('2026-01-15T09:30');
    expect(winter && withOffset(winter)).toBe('2026-01-15T09:30:00+01:00');
    const summer = fromLocalInput('2026-07-15T09:30');
    expect(summer && withOffset(summer)).toBe('2026-07-15T09:30:00+02:00');
    expect(summer?.toISOString()).toBe('2026-07-15T07:30:00.000Z');
  });

  it('turns a moment back into the value the input shows', () => {
    expect(toLocalInput(new Date('2026-07-15T07:30:00Z'))).toBe('2026-07-15T09:30');
    expect(toLocalInput(new Date('2026-12-31T23:05:00Z'))).toBe('2027-01-01T00:05');
  });

  it('accepts seconds and refuses what names no time', () => {
    expect(fromLocalInput('2026-01-15T09:30:15')?.getSeconds()).toBe(15);
    for (const bad of ['', '2026-01-15', '2026-02-30T10:00', '2026-01-15T24:00', '15/01/2026 09:30'])
      expect(fromLocalInput(bad)).toBeNull();
  });

  it('moves a time the spring change skips to the moment the clocks show it', () => {
    const skipped = fromLocalInput('2026-03-29T02:30');
    expect(skipped && withOffset(skipped)).toBe('2026-03-29T03:30:00+02:00');
  });
});

describe('checkSchedule', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  it('answers the ISO time with offset for a time ahead', () => {
    expect(checkSchedule('2026-05-02T08:00', now)).toEqual({ scheduledAt: '2026-05-02T08:00:00+02:00' });
  });

  it('refuses the past, now, and beyond a year with the texts the server uses', () => {
    expect(checkSchedule('2026-05-01T11:59', now)).toEqual({ error: CAMPAIGN_MESSAGES.scheduleInPast });
    expect(checkSchedule('2026-05-01T12:00', now)).toEqual({ error: CAMPAIGN_MESSAGES.scheduleInPast });
    expect(checkSchedule('2027-05-03T12:00', now)).toEqual({ error: CAMPAIGN_MESSAGES.scheduleTooFar });
    expect(checkSchedule('', now)).toEqual({ error: 'Choose a date and time' });
  });

  it('bounds the input from the next minute to a year ahead', () => {
    expect(scheduleBounds(now)).toEqual({ min: '2026-05-01T12:01', max: '2027-05-01T12:00' });
  });
});
