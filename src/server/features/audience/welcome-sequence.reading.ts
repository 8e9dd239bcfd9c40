import type { TBrandBrief } from '../../../shared/brand-profile';
import type { TLeadMagnetType } from '../../../shared/lead-magnets';
import type { TWelcomeSequenceInput } from '../../../shared/welcome-sequence';
import { OUTCOME_VERBS } from '../../ai/compose/bank/words';
import { audience, firstClause, fromFirstPerson, headPhrase, is, prime, tokens } from '../../ai/compose/language';
import { clip, lowerFirst, phrase, sentence, squash, stripTags, upperFirst } from '../../ai/compose/text';

/*
 * How the welcome sequence composer reads its inputs. People write pain points as fragments ("receipts
 * in a shoebox"), as their own sentences ("I never know what I owe in tax") or about their readers
 * ("they burn out"), so a pain is never slotted into the middle of a sentence: it is quoted back to the
 * reader as a sentence of its own, or named as a label after a colon, in a list or in a subject.
 */

/** What a lead magnet is called in a sentence ("your checklist"). */
export const TYPE_NOUN: Record<TLeadMagnetType, string> = {
  viral_hooks: 'hooks collection',
  content_templates: 'templates',
  ebook: 'guide',
  checklist: 'checklist',
  template: 'worksheet',
  calculator: 'calculator',
  cheat_sheet: 'cheat sheet',
  resource_list: 'resource list',
};

export type Register = 'casual' | 'plain' | 'formal';

const CASUAL = /playful|fun|casual|friendly|relaxed|witty|cheeky|quirky|laid[- ]back|chatty|informal|bold|energetic/i;
const FORMAL = /formal|professional|authoritative|polished|serious|corporate|expert|precise|academic|reserved/i;

export interface Pain {
  /** To the reader, as a sentence of its own: "Your puppy pulls on the leash." */
  sentence: string;
  /** A short label for a list or a subject: "Always behind on invoices". */
  label: string;
  /** True when the label reads as a question already, so a subject does not add "?". */
  question: boolean;
  /** Its words, to find the part of the download that answers it. */
  words: Set<string>;
}

export interface Section {
  title: string;
  /** The member's one-line description, as a sentence; absent when they wrote none. */
  summary?: string;
  words: Set<string>;
}

/** A takeaway of the download as a sentence, with its words for matching it to a pain. */
export interface Takeaway {
  text: string;
  words: Set<string>;
}

export interface Reading {
  title: string;
  noun: string;
  /** A plural noun phrase ("new puppy owners who work full time"), or undefined when the answer is not one. */
  audience?: string;
  pains: Pain[];
  sections: Section[];
  /** Takeaways that read as a statement ("Short sessions beat long ones."). */
  ideas: Takeaway[];
  /** Takeaways that read as something to do ("Walk for five minutes before the meal."). */
  actions: Takeaway[];
  bullets: string[];
  sender?: string;
  offer?: { name: string; headline?: string; deliverables: string[] };
  register: Register;
  /** True when a stock line uses a word the member never uses. */
  avoids(text: string): boolean;
}

/** Text a person typed, safe inside Markdown and a mail: no tags, no merge-field braces, no emphasis marks. */
export function clean(raw: string): string {
  return squash(stripTags(raw))
    .replace(/[{}]/g, '')
    .replace(/[*`[\]<>\\]/g, '')
    .replace(/^[#>\-+\s]+/, '')
    .trim();
}

const STOP = new Set(
  'a an the and or but of to for with in on at by as is are was were be it its this that your you my i me they their them our we not no do does how what why when'.split(
    ' ',
  ),
);
const wordsOf = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.replace(/(?:ing|ed|es|s)$/, '').replace(/(?<=\p{L}{4})y$/u, '')),
  );

/**
 * A pain or takeaway speaks to the reader: "they/their" (written about the readers) and "I/my" (written
 * as one of them) become "you/your". "They" and "you" take the same verb forms, so nothing else changes.
 */
function toReader(text: string): string {
  const them = text
    .replace(/\bthey['’]re\b/gi, 'you are')
    .replace(/\btheyre\b/gi, 'you are')
    .replace(/\bthey\b/gi, 'you')
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/\bthem\b/gi, 'you')
    .replace(/\btheirs\b/gi, 'yours')
    .replace(/\btheir\b/gi, 'your');
  return fromFirstPerson(them, 'you').replace(/\bYou(?=\W|$)/g, (m, at: number) => (at === 0 ? m : 'you'));
}

/** "You are always behind on invoices" → "Always behind on invoices"; "You never know" → "Never know". */
function asLabel(text: string): string {
  const dropped = text
    .replace(/^you(?:['’]re| are| feel| get| keep)\s+(?=\S+\s+\S)/i, '')
    .replace(/^you\s+(?=(?:never|always|often|still|just|can['’]?t|cannot|don['’]?t|keep)\b)/i, '');
  return upperFirst(dropped);
}

function readPain(raw: string): Pain {
  const text = clean(raw) || clean(phrase(raw)) || 'this';
  const full = toReader(headPhrase(text, 24));
  // A short answer is named whole; a long one by its head phrase, cut where a clause ends.
  const short = clean(firstClause(text));
  const head = short.split(' ').length <= 12 ? short : headPhrase(text, 10);
  const label = asLabel(toReader(head)).replace(/[.!]+$/, '');
  return {
    sentence: sentence(upperFirst(full)),
    label: clip(label, 90),
    question: /\?$/.test(label) || /^(?:why|how|what|where|when|who)\b/i.test(label),
    words: wordsOf(text),
  };
}

const IMPERATIVE = new Set([
  ...OUTCOME_VERBS,
  ...'give check work write put ask walk open read list note add do pick sit spend block book call send reward praise ignore wait skip swap replace sort file ring text tick mark jot review limit leave end begin repeat'.split(
    ' ',
  ),
]);
/**
 * Headings of a generated outline ("Why timing matters for …", "How to tell it is working") are not ideas,
 * and a closing chore ("Share this with …", "Check that you can now …") is not a step to teach.
 */
const HEADING = /^(?:why|how|what|when|where|the first step|the \w+ step|step \d|share this|check that you can now)/i;

/** The first sentence of a text the member or the generation wrote, whole unless it runs past `max`. */
function firstSentence(raw: string, max: number): string {
  return clip(clean(firstClause(clean(raw))), max);
}

/** Sorts takeaways into ideas and actions; headings and fragments of one or two words are left out. */
function readTakeaways(takeaways: readonly string[]): { ideas: Takeaway[]; actions: Takeaway[] } {
  const ideas: Takeaway[] = [];
  const actions: Takeaway[] = [];
  const seen = new Set<string>();
  for (const raw of takeaways) {
    const text = firstSentence(raw, 240);
    const words = text.split(' ');
    if (words.length < 3 || HEADING.test(text) || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    const first = tokens(text)[0];
    const imperative =
      IMPERATIVE.has(words[0]!.toLowerCase()) ||
      (is(first, 'Verb') && (is(first, 'Imperative') || is(first, 'Infinitive')));
    if (imperative) actions.push({ text: sentence(text), words: wordsOf(text) });
    else ideas.push({ text: sentence(upperFirst(toReader(text))), words: wordsOf(text) });
  }
  return { ideas, actions };
}

const AUDIENCE_LEAD =
  /^(?:i|we)\s+(?:mostly\s+|mainly\s+|usually\s+)?(?:work with|help|serve|coach|teach|support|train|write for|am for)\s+|^(?:my|our) (?:clients|customers|readers|audience|students) (?:are|is)\s+/i;

function registerOf(brand: TBrandBrief | null | undefined): Register {
  const voice = (brand?.voice ?? []).join(' ');
  if (FORMAL.test(voice) && !CASUAL.test(voice)) return 'formal';
  return CASUAL.test(voice) ? 'casual' : 'plain';
}

export function readInput(input: TWelcomeSequenceInput, brand?: TBrandBrief | null): Reading {
  const lm = input.leadMagnet;
  prime({ audience: [lm.audience], phrase: [...lm.painPoints, ...lm.takeaways] });
  // "I work with mothers of young children …" names the people after its first words.
  const who = audience(clean(lm.audience).replace(AUDIENCE_LEAD, ''), 9);
  const avoid = (brand?.avoidWords ?? []).map((w) => w.trim().toLowerCase()).filter((w) => w.length > 1);
  const { ideas, actions } = readTakeaways(lm.takeaways);
  const offer = input.offer;
  return {
    title: clip(upperFirst(clean(lm.title)), 100) || 'your download',
    noun: TYPE_NOUN[lm.type],
    audience: who && !/\b(?:i|my|me|we|our)\b/i.test(who) && /\p{L}/u.test(who) ? lowerFirst(clean(who)) : undefined,
    pains: dedupe(lm.painPoints.map(readPain), (p) => p.label.toLowerCase()),
    sections: dedupe(lm.sections, (s) => clean(s.title).toLowerCase()).map((s) => {
      const summary = s.summary ? firstSentence(s.summary, 240) : '';
      return {
        title: clip(upperFirst(clean(s.title)), 80),
        summary: summary.split(' ').length >= 3 ? sentence(summary) : undefined,
        words: wordsOf(`${s.title} ${s.summary ?? ''}`),
      };
    }),
    ideas,
    actions,
    bullets: input.page.bullets.map((b) => clip(upperFirst(clean(b)).replace(/[.;,]+$/, ''), 160)).filter(Boolean),
    sender: clean(input.senderName ?? brand?.name ?? '') || undefined,
    offer: offer
      ? {
          name: clip(clean(offer.name), 100),
          headline: offer.headline && clean(offer.headline) ? sentence(clip(clean(offer.headline), 200)) : undefined,
          deliverables: offer.deliverables.map((d) => clip(upperFirst(clean(d)).replace(/[.;,]+$/, ''), 160)),
        }
      : undefined,
    register: registerOf(brand),
    avoids: (text) => {
      const lower = ` ${text.toLowerCase().replace(/[^\p{L}\p{N}'’-]+/gu, ' ')} `;
      return avoid.some((w) => lower.includes(` ${w} `));
    },
  };
}

function dedupe<T>(items: T[], key: (t: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((t) => !seen.has(key(t)) && seen.add(key(t)));
}

/**
 * The part of the download that speaks to a pain: most words in common, one not used yet before one
 * that shares a single word more; with `fresh`, only ones not used yet (a takeaway is taught once).
 */
export function bestMatch<T extends { words: Set<string> }>(
  words: ReadonlySet<string>,
  candidates: readonly T[],
  used: Set<T>,
  fresh = false,
): T | undefined {
  let best: T | undefined;
  let bestScore = -1;
  for (const c of candidates) {
    if (fresh && used.has(c)) continue;
    // One word in common is not worth repeating a part another email already pointed to.
    const shared = [...words].filter((w) => c.words.has(w)).length;
    const score = shared + (used.has(c) ? 0 : 1.5);
    if (score > bestScore) [best, bestScore] = [c, score];
  }
  if (best) used.add(best);
  return best;
}
