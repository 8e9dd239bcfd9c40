import type { TPainPointAnalysisInput } from '../../../shared/pain-point-input';
import { gerundOf, isBaseVerb, headPhrase, is, midSentence, sentenceCase, tokens } from '../../ai/compose/language';
import { clip, lowerFirst, phrase, squash } from '../../ai/compose/text';

/** What the composer knows about a product, read only from the form. */
export interface ProductReading {
  product: string;
  /** Who buys it, in the user's words ("first-time dog owners in cities"). */
  market: string;
  /** What it lets buyers do, as a base verb phrase ("stop leash pulling"), when the description says so plainly. */
  does?: string;
  /** The same as a noun phrase ("stopping leash pulling"). */
  goal?: string;
  price?: string;
}

// A clause that says what the product is not, not what it does.
const NOT_AN_ACTION = /^(?:is|are|was|were|has|have|had|be|been|can|could|will|would|may|might|should|must|gets?)$/i;
const MODAL = /^(?:can|will|helps?(?:\s+(?:you|them|people|users|clients|customers))?(?:\s+to)?)\s+/i;

/** "stops" → "stop", "reaches" → "reach", "carries" → "carry"; a base form stays as it is. */
function baseVerb(word: string): string {
  if (/ies$/i.test(word)) return word.replace(/ies$/i, 'y');
  if (/(?:ch|sh|ss|x|z|o)es$/i.test(word)) return word.replace(/es$/i, '');
  if (/[^su]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Each "and"-joined action in base form: "reconciles accounts and prepares returns". */
function asBase(clause: string, thirdPerson: boolean): string {
  return clause
    .split(/\s+and\s+/)
    .map((part, i) => {
      const [first = '', ...rest] = part.split(' ');
      // After "and", a word in the third person is the next action ("and grows your revenue").
      const third = i === 0 ? thirdPerson : /[^s]s$/.test(first) && rest.length > 0;
      return [third ? baseVerb(first) : first, ...rest].join(' ');
    })
    .join(' and ');
}

function readAction(description: string): string | undefined {
  const text = sentenceCase(squash(description));
  const found: [string, boolean][] = [];
  const clause = /\b(?:that|which)\s+([a-z][^.;!?()]*)/i.exec(text)?.[1];
  if (clause) found.push([clause.replace(MODAL, ''), !MODAL.test(clause)]);
  const soYou = /\bso (?:that )?(?:you|they) can\s+([a-z][^.;!?()]*)/i.exec(text)?.[1];
  if (soYou) found.push([soYou, false]);
  const we = /(?:^|[.!?]\s+)(?:we|i)\s+([a-z][^.;!?()]*)/i.exec(text)?.[1];
  if (we) found.push([we, false]);
  for (const [raw, third] of found) {
    let words = phrase(raw, 10).replace(/[.!?]$/, '');
    // "helps women style curly hair": the buyers come between "helps" and what they do.
    const ws = tokens(words);
    const buyers = ws.findIndex((w, i) => i <= 4 && is(w, 'Plural') && is(ws[i + 1], 'Infinitive'));
    if (buyers >= 0)
      words = ws
        .slice(buyers + 1)
        .map((w) => w.raw)
        .join(' ');
    const first = words.split(' ')[0] ?? '';
    if (!first || NOT_AN_ACTION.test(first) || words.split(' ').length < 2) continue;
    return asBase(lowerFirst(words), third || /[^s]s$/.test(first));
  }
  return undefined;
}

const asGoal = (does: string) =>
  does
    .split(/\s+and\s+/)
    .map((part) => {
      const [first = '', ...rest] = part.split(' ');
      // Only a verb becomes "-ing": "high school kids pass algebra" must not read "highing school kids".
      const verb = isBaseVerb(first, true);
      return /^[a-z]+$/.test(first) && !/ing$/.test(first) && verb ? [gerundOf(first), ...rest].join(' ') : part;
    })
    .join(' and ');

// Words that are already plural or name a group.
const GROUP = /^(?:staff|people|folk|everyone|children|men|women|youth|personnel|team|crew|community)$/;

/** "hotel worker" → "hotel workers": frames speak of buyers in the plural ("for {market}", "{market} ask"). */
export function plural(market: string): string {
  const words = market.split(' ');
  const last = words.at(-1) ?? '';
  if (words.length > 3 || !/^[a-z]{3,}$/.test(last) || /s$/.test(last) || GROUP.test(last)) return market;
  if (words.some((w) => /^(?:in|of|for|with|at|on|who|that|and)$/.test(w))) return market;
  const many = /[^aeiou]y$/.test(last)
    ? `${last.slice(0, -1)}ies`
    : /(?:ch|sh|x|z)$/.test(last)
      ? `${last}es`
      : `${last}s`;
  return [...words.slice(0, -1), many].join(' ');
}

/** The product, its buyers and what it does for them; nothing here is invented. */
export function readProduct(input: TPainPointAnalysisInput): ProductReading {
  const forWhom = /\bfor\s+(.+?)(?=\s+(?:that|which|who|so|to|and we)\b|[,.;!?]|$)/i.exec(
    input.productDescription,
  )?.[1];
  const does = readAction(input.productDescription);
  return {
    product: clip(input.productName, 60),
    market: plural(clip(midSentence(headPhrase(input.targetMarket || forWhom || 'your customers', 8)), 80)),
    ...(does ? { does, goal: asGoal(does) } : {}),
    ...(input.priceRange ? { price: clip(input.priceRange, 60) } : {}),
  };
}
