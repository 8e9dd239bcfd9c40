import { describe, expect, it } from 'vitest';
import { subscriberCount } from './optin-page-texts';

describe('the opt-in page texts', () => {
  it('count subscribers in words', () => {
    expect(subscriberCount(0)).toBe('0 subscribers');
    expect(subscriberCount(1)).toBe('1 subscriber');
    expect(subscriberCount(1234)).toBe('1,234 subscribers');
  });
});
