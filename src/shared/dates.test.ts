import { describe, expect, it } from 'vitest';
import { ZActivityFilter } from './admin';
import { ZCampaignSchedule } from './campaigns';
import { inDateWindow } from './dates';

describe('the date window', () => {
  it('holds days and times from 1900 to 9998, by their UTC year', () => {
    for (const ok of ['1900-01-01', '9998-12-31', '2026-05-01T10:00:00+02:00', '1900-01-01T00:30:00+00:00'])
      expect(inDateWindow(ok), ok).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '9999-01-01', '9998-12-31T23:30:00-01:00', 'soon'])
      expect(inDateWindow(bad), bad).toBe(false);
  });

  it('is checked by every date input', () => {
    expect(ZActivityFilter.safeParse({ to: '9999-12-31' }).error?.issues[0]?.message).toBe(
      'To must be between 1900 and 9998',
    );
    expect(ZActivityFilter.safeParse({ from: '0000-01-01' }).error?.issues[0]?.message).toBe(
      'From must be between 1900 and 9998',
    );
    expect(ZCampaignSchedule.safeParse({ scheduledAt: '9999-12-31T00:00:00Z' }).error?.issues[0]?.message).toBe(
      'The date and time must be between 1900 and 9998',
    );
    expect(ZCampaignSchedule.safeParse({ scheduledAt: '2030-01-01T09:00:00+01:00' }).success).toBe(true);
  });
});
