import { DANGLING } from '../bank/words';
import { type Word, is, isName, isVerb, join, tokens } from './words';

/*
 * From an answer to the clause a frame can use: the first sentence, in sentence case, shortened to its
 * head phrase at a clause or phrase boundary (never at a character count), never ending on a word
 * that needs something after it.
 */

/** Where a long answer can be shortened, strongest first. */
const CLAUSE_BREAK = new Set(
  'who which that while because especially since so but and or whereas although though when where whose after before until'.split(
    ' ',
  ),
);

const FUNCTION = new Set(
  'a an the and or but of to for with in on at by as who that from their your our my it is are'.split(' '),
);

/** The first sentence or line of an answer, list bullets and decoration at either end gone. */
export function firstClause(raw: string): string {
  const parts = raw
    .split(/\n+|;\s*|(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“'‘(])|(?<=[!?])\s+/u)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p.replace(/<[^<>]*>/g, '')));
  const first = parts[0];
  // Nothing but emoji or symbols: kept as typed rather than lost.
  if (first === undefined) return raw.replace(/\s+/g, ' ').trim();
  return first
    .replace(/^(?:[-–—*•·>]+|\d+[.)])\s+/u, '')
    .replace(/^[^\p{L}\p{N}<"“'‘$£€@#(]+/u, '')
    .replace(/[^\p{L}\p{N}>)"”'’%+$]+$/u, '')
    .trim();
}

/** "BUSY MOMS OVER 35" and "Women With Curly Hair" read as shouting and headlines inside a sentence. */
export function sentenceCase(text: string): string {
  const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  const shouting = !/\p{Ll}/u.test(text) && words.filter((w) => /\p{Lu}{2,}/u.test(w)).length >= 2;
  const title =
    words.length >= 3 &&
    words.every((w) => /^[^\p{L}]*\p{Lu}/u.test(w.replace(/<[^<>]*>/g, ''))) &&
    words.some((w) => FUNCTION.has(w.toLowerCase()));
  if (!shouting && !title) return text;
  return text
    .split(' ')
    .map((w) => (!shouting && /^\p{Lu}{2,}$/u.test(w) ? w : w.toLowerCase()))
    .join(' ')
    .replace(/\bi\b/g, 'I')
    .replace(/\bi(['’])/g, 'I$1');
}

/** Lower-cases the first word for the middle of a sentence, unless it is a name, an acronym or "I". */
export function midSentence(text: string): string {
  const [first = ''] = text.split(' ');
  const bare = first.replace(/<[^<>]*>/g, '').replace(/[^\p{L}'’-]/gu, '');
  if (!/^(?:\p{Lu}\p{Ll}|A$)/u.test(bare) || /^I(?:['’]|$)/.test(bare)) return text;
  if (isName(bare)) return text;
  const lower = bare.toLowerCase();
  const at = text.indexOf(bare);
  return text.slice(0, at) + lower.charAt(0) + text.slice(at + 1);
}

const lastBare = (words: readonly Word[]) => words.at(-1)?.lower ?? '';

/** Drops words that would leave the phrase hanging ("… for the"), and end punctuation. */
export function tidy(words: readonly Word[]): Word[] {
  const out = [...words];
  while (out.length > 1 && (DANGLING.has(lastBare(out)) || !/[\p{L}\p{N}]/u.test(out.at(-1)?.bare ?? ''))) out.pop();
  const last = out.at(-1);
  if (last) {
    let raw = last.raw.replace(/[,;:–—\-.!?…]+$/u, '');
    // A bracket or quote opened in the phrase is closed again, not left hanging.
    const text = `${join(out.slice(0, -1))} ${raw}`;
    if ((text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length) raw += ')';
    if ((text.match(/"/g) ?? []).length % 2 === 1) raw += '"';
    if ((text.match(/“/g) ?? []).length > (text.match(/”/g) ?? []).length) raw += '”';
    out[out.length - 1] = { ...last, raw };
  }
  return out;
}

/**
 * The head of a long phrase: cut before a relative clause or conjunction, after a comma, or else before
 * a preposition, keeping as much as fits in `maxWords`. Short phrases are only tidied.
 */
export function shorten(words: readonly Word[], maxWords: number): Word[] {
  if (words.length <= maxWords) return tidy(words);
  const cuts = (test: (w: Word, i: number) => boolean) =>
    words
      .map((w, i) => (i >= 2 && i <= maxWords && test(w, i) ? i : -1))
      .filter((i) => i > 0)
      .map((i) => tidy(words.slice(0, i)))
      .filter((p) => p.length >= 2 && !DANGLING.has(lastBare(p)));
  // Not between a verb and the question it asks: "never know | which wine to buy" leaves "know" hanging.
  const asks = (w: Word, i: number) =>
    /^(?:which|what|how|where|why|whether|if|that|when)$/.test(w.lower) && isVerb(words[i - 1]);
  const strong = cuts((w, i) => (CLAUSE_BREAK.has(w.lower) && !asks(w, i)) || /[,;:]$/.test(words[i - 1]?.raw ?? ''));
  if (strong.length) return strong.at(-1)!;
  const weak = cuts((w) => is(w, 'Preposition'));
  if (weak.length) return weak.at(-1)!;
  // A relative clause that does not fit is left out whole: "families", not "families who just adopted".
  const relative = words.findIndex((w, i) => i >= 1 && i < maxWords && /^(?:who|which|that|whose)$/.test(w.lower));
  if (relative > 0) return tidy(words.slice(0, relative));
  // No boundary in reach: end on the last noun there is, so the phrase still names something.
  const head = words.slice(0, maxWords);
  const noun = head.findLastIndex((w, i) => i >= 1 && is(w, 'Noun') && !is(w, 'Pronoun'));
  return tidy(noun > 0 ? head.slice(0, noun + 1) : head);
}

/** An answer as a phrase of at most `maxWords` words: first sentence, sentence case, head phrase. */
export function headPhrase(raw: string, maxWords: number): string {
  return join(shorten(tokens(sentenceCase(firstClause(raw))), maxWords));
}
