import { describe, expect, it } from 'vitest';
import { OFFER_FIXTURE } from './offer-fixture';
import { offerCopyText, valueLine } from './offer-text';

describe('the offer as copied text', () => {
  const text = offerCopyText(OFFER_FIXTURE.offer);

  it('holds the core, power, stack and scripts sections, in that order, as text', () => {
    const order = ['CORE OFFER: Calm Dog Accelerator', 'POWER OFFER: ', 'OFFER STACK', 'OFFER SCRIPTS'].map((h) =>
      text.indexOf(h),
    );
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(text).not.toMatch(/[{}]|"core_offer"|undefined|\[object/);
  });

  it('lists bonuses and stack items with their values, and the ratio of value to price', () => {
    expect(text).toContain('- Template Vault ($497 value): Templates for every step.');
    expect(text).toContain('Total value: $3,241 for $997 one-time (3.3 : 1)');
    expect(text).toContain('- "I do not have time."\n  Ten minutes a day is enough.');
    expect(text).toContain('Email subject: A calm dog in 4 weeks?\nHi [first name],');
  });

  it('leaves the ratio out when the price names no amount', () => {
    expect(valueLine({ ...OFFER_FIXTURE.offer.offer_stack, price: 'On request' })).toBe(
      'Total value: $3,241 for On request',
    );
  });
});
