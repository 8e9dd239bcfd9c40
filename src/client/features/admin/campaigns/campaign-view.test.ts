import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../../../../shared/campaign-texts';
import {
  allowedActions,
  parseStatusFilter,
  recipientsText,
  refreshWhileSending,
  sendProgress,
  sentWhen,
  STATUS_FILTER_OPTIONS,
  zoneLabel,
} from './campaign-view';
import { formatDateTime } from '../components/format';

const stats = { recipients: 10, queued: 4, sent: 3, failed: 1, bounced: 1, skipped: 0, unknown: 1, unsubscribed: 2 };

describe('status filter', () => {
  it('offers all and then each status by its label', () => {
    expect(STATUS_FILTER_OPTIONS.map((o) => o.value)).toEqual(['all', ...CAMPAIGN_STATUSES]);
    expect(STATUS_FILTER_OPTIONS[1]).toEqual({ value: 'draft', label: 'Draft' });
  });

  it('reads a known status from the address and anything else as all', () => {
    expect(parseStatusFilter('sending')).toBe('sending');
    for (const other of [null, '', 'all', 'Sent', 'deleted']) expect(parseStatusFilter(other)).toBeUndefined();
  });
});

describe('campaign states', () => {
  it('asks again every few seconds only while something is sending', () => {
    expect(refreshWhileSending(['sent', 'sending'])).toBeGreaterThanOrEqual(2000);
    expect(refreshWhileSending(['sent', 'sending'])).toBeLessThanOrEqual(3000);
    expect(refreshWhileSending(['draft', 'paused', 'scheduled'])).toBe(false);
    expect(refreshWhileSending([])).toBe(false);
  });

  it('allows each action only in the states the server accepts it', () => {
    expect(allowedActions('draft')).toMatchObject({ edit: true, send: true, schedule: true, remove: true });
    expect(allowedActions('scheduled')).toMatchObject({ edit: false, send: true, cancel: true, remove: false });
    expect(allowedActions('sending')).toMatchObject({ pause: true, resume: false, remove: false });
    expect(allowedActions('paused')).toMatchObject({ pause: false, resume: true, remove: false });
    for (const done of ['sent', 'cancelled', 'failed'] as const)
      expect(allowedActions(done)).toMatchObject({ send: false, cancel: false, duplicate: true, remove: true });
  });

  it('counts settled mails toward the progress, never past the recipients', () => {
    expect(sendProgress(stats)).toEqual({ done: 6, total: 10 });
    expect(sendProgress({ ...stats, sent: 20 })).toEqual({ done: 10, total: 10 });
  });

  it('writes recipient counts with separators', () => {
    expect(recipientsText(1)).toBe('1 recipient');
    expect(recipientsText(0)).toBe('0 recipients');
    expect(recipientsText(1234)).toBe('1,234 recipients');
  });
});

// Node reads TZ afresh when it changes, so the tests run on a clock with daylight saving.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

describe('zoneLabel', () => {
  it('names the zone and its offset at the chosen moment', () => {
    expect(zoneLabel(new Date('2026-07-01T12:00:00Z'))).toBe('Europe/Berlin (GMT+2)');
    expect(zoneLabel(new Date('2026-01-01T12:00:00Z'))).toBe('Europe/Berlin (GMT+1)');
  });

  it('names UTC alone', () => {
    process.env.TZ = 'UTC';
    expect(zoneLabel(new Date('2026-07-01T12:00:00Z'))).toBe('UTC');
    process.env.TZ = 'Europe/Berlin';
  });
});

describe('sentWhen', () => {
  const at = { scheduled_at: null, started_at: null, finished_at: null };

  const start = '2026-07-01T07:30:00Z';
  const end = '2026-07-01T08:00:00Z';

  it('says when a campaign went out, will go out, or that it has not', () => {
    expect(sentWhen({ ...at, status: 'draft' })).toBe('—');
    expect(sentWhen({ ...at, status: 'scheduled', scheduled_at: start })).toBe(
      `Scheduled for ${formatDateTime(start)}`,
    );
    expect(sentWhen({ ...at, status: 'sending', started_at: start })).toBe(`Started ${formatDateTime(start)}`);
    expect(sentWhen({ ...at, status: 'sent', started_at: start, finished_at: end })).toBe(formatDateTime(end));
  });

  it('keeps a cancelled schedule out of the sent time', () => {
    expect(sentWhen({ ...at, status: 'cancelled', scheduled_at: start })).toBe('—');
  });
});
