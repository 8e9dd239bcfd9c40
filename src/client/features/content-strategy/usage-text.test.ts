import { describe, expect, it } from 'vitest';
import { atLimit, usageText } from './usage-text';

describe('the usage line', () => {
  it("says 'Unlimited Plans (Admin)' to admins and never blocks them", () => {
    const admin = { used: 12, limit: 4, unlimited: true };
    expect(usageText(admin)).toBe('Unlimited Plans (Admin)');
    expect(atLimit(admin)).toBe(false);
  });

  it('counts plans against the limit and blocks at it', () => {
    expect(usageText({ used: 1, limit: 4, unlimited: false })).toBe('1 of 4 plans used this month');
    expect(atLimit({ used: 3, limit: 4, unlimited: false })).toBe(false);
    expect(atLimit({ used: 4, limit: 4, unlimited: false })).toBe(true);
    expect(atLimit(undefined)).toBe(false);
  });
});
