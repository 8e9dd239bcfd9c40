import type { TOffer } from './offer-engineering';

/**
 * The stack's total stated value against its price, the number an offer is usually judged by
 * ("$4,000 of value for $997" is a 4 to 1 offer).
 */
export interface TValueRatio {
  /** Sum of every stack item's stated value, in US dollars. */
  totalValue: number;
  /** The first dollar amount of the stack's price, or null when the price names none ("Free", "On request"). */
  price: number | null;
  /** totalValue / price to one decimal, or null without a usable price. */
  ratio: number | null;
}

/** "$1,497 one-time" -> 1497; "$297 per month" -> 297; "3 x $99" -> 99; "Free" -> null. */
export function parsePrice(label: string): number | null {
  const m = /\$\s*(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(label) ?? /(\d[\d,]*(?:\.\d+)?)\s*(k\b)?/i.exec(label);
  if (!m?.[1]) return null;
  const n = Number(m[1].replace(/,/g, '')) * (m[2] ? 1000 : 1);
  return Number.isFinite(n) && n > 0 ? n : null;
}

export function valueRatio(stack: TOffer['offer_stack']): TValueRatio {
  // Cents first, so 0.1 + 0.2 adds up to what a person would write down.
  const cents = stack.items.reduce((sum, item) => sum + Math.round(item.value * 100), 0);
  const totalValue = cents / 100;
  const price = parsePrice(stack.price);
  const ratio = price === null ? null : Math.round((totalValue / price) * 10) / 10;
  return { totalValue, price, ratio };
}

/** 4.04 -> "4 : 1"; 12.5 -> "12.5 : 1". */
export const formatRatio = (ratio: number) => `${Number.isInteger(ratio) ? ratio : ratio.toFixed(1)} : 1`;

export const formatDollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;
