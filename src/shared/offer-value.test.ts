import { describe, expect, it } from 'vitest';
import { formatRatio, parsePrice, valueRatio } from './offer-value';

const stack = (values: number[], price: string) => ({
  items: values.map((value, i) => ({ name: `Item ${i}`, description: 'd', value })),
  price,
});

describe('the value ratio', () => {
  it.each([
    ['$997 one-time', 997],
    ['$1,497 one-time', 1497],
    ['$297 per month', 297],
    ['3 payments of $99', 99],
    ['$2.5k', 2500],
    ['USD 450', 450],
    ['$49.50', 49.5],
    ['Free', null],
    ['$0', null],
    ['On request', null],
  ])('reads %s as %s', (label, price) => expect(parsePrice(label)).toBe(price));

  it('adds every stack item and divides by the price, to one decimal', () => {
    expect(valueRatio(stack([1994, 497, 747, 297, 497, 597], '$997 one-time'))).toEqual({
      totalValue: 4629,
      price: 997,
      ratio: 4.6,
    });
    expect(valueRatio(stack([300, 300], '$200'))).toEqual({ totalValue: 600, price: 200, ratio: 3 });
    expect(valueRatio(stack([0.1, 0.2], '$0.30')).totalValue).toBe(0.3);
    expect(valueRatio(stack([100, 100], 'Free'))).toEqual({ totalValue: 200, price: null, ratio: null });
  });

  it('formats the ratio as "n : 1"', () => {
    expect(formatRatio(4)).toBe('4 : 1');
    expect(formatRatio(4.6)).toBe('4.6 : 1');
    expect(formatRatio(0.5)).toBe('0.5 : 1');
  });
});
