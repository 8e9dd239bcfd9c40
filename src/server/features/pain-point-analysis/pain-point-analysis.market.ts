import type { TMarketIntelligence, TPainPoint, TPositioning } from '../../../shared/pain-point-analysis';
import { clip, lowerFirst, upperFirst } from '../../ai/compose/text';
import type { ProductReading } from './pain-point-analysis.reading';

const painOf = (pains: readonly TPainPoint[], i: number) => lowerFirst(pains[i]?.pain_point ?? '');

/** A name typed all in lower case still starts a sentence with a capital; "iPhone" keeps its own. */
const atStart = (name: string) => (name === name.toLowerCase() ? upperFirst(name) : name);

export function composePositioning(r: ProductReading, pains: readonly TPainPoint[]): TPositioning {
  const { product, market } = r;
  const Product = atStart(product);
  return {
    unique_value_proposition: clip(
      r.does
        ? `${Product} helps ${market} ${r.does}. It is made for their situation, not for everyone, so the first result comes sooner.`
        : `${Product} is made for ${market}: help that fits their situation instead of generic advice, so the first result comes sooner.`,
      400,
    ),
    competitive_advantages: [
      `Made for ${market}, not for everyone`,
      r.goal ? `A clear method for ${r.goal}` : 'A clear method instead of scattered tips',
      r.price ? `A clear price (${r.price}) with no surprise costs` : 'Clear pricing with no surprise costs',
      'Support after the purchase, not only before it',
    ].map((a) => clip(a, 200)),
    messaging_framework: {
      primary_message: clip(
        r.goal ? `${upperFirst(r.goal)}, made simple for ${market}.` : `${Product}: help made for ${market}.`,
        300,
      ),
      supporting_messages: [
        'Clear steps, no guesswork',
        'Proof from people like you',
        'A first step you can take today',
      ],
    },
    differentiation_strategy: clip(
      `Most options speak to everyone. Speak only to ${market}: name "${painOf(pains, 0)}" and "${painOf(pains, 1)}" in their own words, show proof from people like them, and only then introduce ${product}. Keep the first step small enough to take today.`,
      800,
    ),
  };
}

export function composeMarket(r: ProductReading): TMarketIntelligence {
  const { product, market } = r;
  return {
    market_size: clip(
      `Not estimated offline. To size it, count how many ${/^(?:your|their|our)\b/i.test(market) ? `of ${market}` : market} you could reach (public statistics, industry reports, group and follower counts), multiply by the share who already pay for help, then by ${r.price ?? 'your price'}. Start with the slice you can reach through your own channels this quarter.`,
      500,
    ),
    competitive_landscape: clip(
      `${upperFirst(market)} today choose between free advice online, general-purpose products, local professionals, or living with the problem. Few of these are made for them, which leaves room for ${product} to become the obvious choice${r.goal ? ` for ${r.goal}` : ''}.`,
      800,
    ),
    growth_trends: [
      'Buyers look for help that fits their situation',
      'More people research on video and social media before they buy',
      'Communities and peer support are becoming part of what people pay for',
      'Demand for options that fit into less time',
    ],
    opportunities: [
      r.goal ? `Become the go-to free resource on ${r.goal}` : `Become the most helpful free resource for ${market}`,
      `Partner with the places where ${market} already gather`,
      'Offer a low-risk first step: a free guide, a trial or a starter version',
    ].map((o) => clip(o, 250)),
    threats: [
      'Larger competitors copying the positioning',
      'Free content that is good enough for some buyers',
      'Tight budgets delaying purchases',
    ],
  };
}
