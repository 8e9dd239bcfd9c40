import { describe, expect, it } from 'vitest';
import { missionBlocked, missionQuotaBanner } from './mission-quota';

const used = (n: number, unlimited = false) => ({ used: n, limit: 10, unlimited });

describe('mission limit banners', () => {
  it('says nothing below 8 used', () => {
    expect(missionQuotaBanner(used(7))).toBeNull();
    expect(missionQuotaBanner(undefined)).toBeNull();
  });

  it('warns from 8 used with the remaining count', () => {
    expect(missionQuotaBanner(used(8))).toEqual({
      kind: 'warning',
      text: 'You have 2 mission statement generations remaining this month.',
    });
    expect(missionQuotaBanner(used(9))?.text).toBe('You have 1 mission statement generation remaining this month.');
  });

  it('blocks at 10 with the destructive banner', () => {
    expect(missionQuotaBanner(used(10))).toEqual({
      kind: 'limit',
      text: 'You have reached your monthly limit of 10 mission statements. Limit resets next month.',
    });
    expect(missionBlocked(used(10))).toBe(true);
    expect(missionBlocked(used(9))).toBe(false);
  });

  it('never limits an admin', () => {
    expect(missionQuotaBanner(used(25, true))).toBeNull();
    expect(missionBlocked(used(25, true))).toBe(false);
  });
});
