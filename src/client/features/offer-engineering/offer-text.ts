import type { TOffer, TValuedItem } from '../../../shared/offer-engineering';
import { formatDollars, formatRatio, valueRatio } from '../../../shared/offer-value';

const item = (i: TValuedItem) => `- ${i.name} (${formatDollars(i.value)} value): ${i.description}`;
const bullets = (items: readonly string[]) => items.map((x) => `- ${x}`);

/** The stack's total value against its price, in words: "Total value: $4,629 for $997 (4.6 : 1)". */
export function valueLine(stack: TOffer['offer_stack']): string {
  const { totalValue, ratio } = valueRatio(stack);
  return `Total value: ${formatDollars(totalValue)} for ${stack.price}${ratio === null ? '' : ` (${formatRatio(ratio)})`}`;
}

/**
 * docs/product/offer-engineering.md: Copy takes the core offer, the power offer, the stack and the scripts,
 * as text that pastes cleanly into a document or an email (headings in capitals, lists as dashes).
 */
export function offerCopyText(offer: TOffer): string {
  const { core_offer: core, power_offer: power, offer_stack: stack, offer_scripts: scripts } = offer;
  const sections: string[][] = [
    [
      `CORE OFFER: ${core.name}`,
      core.headline,
      '',
      `Dream outcome: ${core.dream_outcome}`,
      'Why it will work:',
      ...bullets(core.perceived_likelihood),
      `Time to results: ${core.time_delay}`,
      `Effort removed: ${core.effort_and_sacrifice}`,
      'What you get:',
      ...bullets(core.deliverables),
      `Price: ${core.price}`,
    ],
    [
      `POWER OFFER: ${power.name}`,
      power.headline,
      '',
      'Bonuses:',
      ...power.bonuses.map(item),
      `Guarantee: ${power.guarantee}`,
      `Scarcity: ${power.scarcity}`,
      `Urgency: ${power.urgency}`,
    ],
    ['OFFER STACK', ...stack.items.map(item), valueLine(stack), `Price: ${stack.price}`],
    [
      'OFFER SCRIPTS',
      '',
      'Elevator pitch:',
      scripts.elevator_pitch,
      '',
      'Sales call opener:',
      scripts.sales_call_opener,
      '',
      'Objection handlers:',
      ...scripts.objection_handlers.flatMap((o) => [`- "${o.objection}"`, `  ${o.response}`]),
      '',
      'Social post:',
      scripts.social_post,
      '',
      `Email subject: ${scripts.email.subject}`,
      scripts.email.body,
    ],
  ];
  return sections.map((lines) => lines.join('\n')).join('\n\n');
}
