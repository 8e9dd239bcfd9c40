import { DANGLING } from './bank/words';

/*
 * Turning free-form answers into phrases that read well inside templates: any length, any
 * punctuation, emoji, one word or a whole essay.
 */

/** Capitalised words that stay capitalised mid-sentence. */
export const PROPER = new Set(
  'Instagram Facebook Twitter Pinterest Etsy Shopify Amazon Google Apple Etsy English Spanish French German Christian Muslim Jewish African Asian European American Canadian British Australian Indian Black Latina Latino Gen Millennials Boomers Monday Friday'.split(
    ' ',
  ),
);

/** Collapses runs of whitespace, line breaks included, into single spaces. */
export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

function tidyEnd(s: string): string {
  let out = s.replace(/[\s,;:\-–—(/&+]+$/u, '');
  for (;;) {
    const m = /\s(\S+)$/.exec(out);
    if (!m || !DANGLING.has((m[1] ?? '').toLowerCase())) break;
    out = out.slice(0, m.index).replace(/[\s,;:\-–—(/&+]+$/u, '');
  }
  return out || s.trim();
}

/**
 * At most `max` UTF-16 units (what the schemas count), cut at a word boundary when one is near,
 * never through an emoji's surrogate pair, and never ending on "and" or a comma. No ellipsis.
 */
export function clip(s: string, max: number): string {
  const text = squash(s);
  if (text.length <= max) return text;
  let cut = text.slice(0, max);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  const space = cut.lastIndexOf(' ');
  if (space > max * 0.5) cut = cut.slice(0, space);
  const tidy = tidyEnd(cut);
  return tidy.length <= max ? tidy : cut.trim();
}

/** Paragraphs joined by blank lines, each clipped to a fair share of `max` when together they would not fit. */
export function paragraphs(parts: readonly string[], max: number): string {
  const kept = parts.map(squash).filter(Boolean);
  const joined = kept.join('\n\n');
  if (joined.length <= max) return joined;
  const share = Math.floor((max - 2 * (kept.length - 1)) / kept.length);
  return kept.map((p) => clip(p, share)).join('\n\n');
}

/** "BUSY MOMS OVER 35" reads as shouting inside a sentence; a lone acronym ("SEO") is kept. */
function unshout(s: string): string {
  return /\p{Ll}/u.test(s) || (s.match(/\p{Lu}{2,}/gu) ?? []).length < 2 ? s : s.toLowerCase().replace(/\bi\b/g, 'I');
}

/** Removes HTML-like tags, keeping what they wrap; a lone "<" or "a < b" is left alone. */
export function stripTags(s: string): string {
  const out = s.replace(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>/gi, '').replace(/[ \t]{2,}/g, ' ');
  return out.trim() ? out : s;
}

/** Emoji and decoration at either end of an answer ("🚀 Founders!!!") would break the sentence it goes into. */
function trimDecoration(s: string): string {
  const t = s.replace(/^[^\p{L}\p{N}"'“‘$£€]+/u, '').replace(/[^\p{L}\p{N}"'”’)%+]+$/u, '');
  return t || s;
}

/**
 * The first sentence of an answer as a phrase for a template: decoration and end punctuation gone,
 * shouting lowered, and at most `maxWords` words, cut at a clause boundary when the sentence runs on.
 */
export function phrase(raw: string, maxWords = 12): string {
  // Markup pasted into an answer ("<b>nurses</b>") is shown as text, so its tags would read as noise.
  const s = stripTags(raw);
  const first =
    s
      .split(/[\n;]|(?<=[.!?])\s+/)
      .map(squash)
      .find((part) => /[\p{L}\p{N}]/u.test(part)) ?? squash(s);
  let text = unshout(trimDecoration(first));
  if (text.split(' ').length > maxWords) {
    const clause = text.split(/,|\s(?:and|but|because|so|which|while|though|although|[-–—])\s/)[0] ?? text;
    if (clause.split(' ').length >= 2) text = clause;
  }
  const words = text.split(' ');
  const tidy = tidyEnd(trimDecoration(words.slice(0, maxWords).join(' ')));
  return tidy || clip(s, 80);
}

/** Lower-cases a leading capital for use mid-sentence, unless it is "I", an acronym or a proper name. */
export function lowerFirst(s: string): string {
  const word = (s.split(' ')[0] ?? '').replace(/[^\p{L}'’-]/gu, '');
  if (word === 'I' || /^I['’]/.test(word) || PROPER.has(word)) return s;
  return /^\p{Lu}[\p{Ll}'’-]*$/u.test(word) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}

export const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A sentence: capitalised and ending in punctuation. */
export function sentence(s: string): string {
  const t = upperFirst(squash(s));
  return /[.!?…)"'’”]$/u.test(t) || !/[\p{L}\p{N}]$/u.test(t) ? t : `${t}.`;
}

/** The separate items of a list-like answer ("writing, design and coaching"), at most `max`. */
export function splitItems(s: string, max = 5, maxWords = 8): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const part of s.split(/[,;\n•·|]|\s+and\s+|\s+&\s+|\s\/\s/)) {
    const item = phrase(part, maxWords);
    const key = item.toLowerCase();
    if (!/[\p{L}\p{N}]/u.test(item) || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
    if (items.length === max) break;
  }
  return items.length ? items : [phrase(s, maxWords)];
}

/** "a", "a and b", "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`;
}

/** Fills `{slot}` placeholders; `{Slot}` gives the same value capitalised, for the start of a sentence. */
export function fill(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = slots[key] ?? slots[key.charAt(0).toLowerCase() + key.slice(1)] ?? '';
    return /^\p{Lu}/u.test(key) ? upperFirst(value) : value;
  });
}

/** One short word to ask for in a comment ("Comment PLAN"). */
export function keyword(s: string): string {
  const word = s.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 4 && !DANGLING.has(w.toLowerCase()));
  return (word ?? 'GUIDE').slice(0, 12).toUpperCase();
}

/** "make" → "making", "get" → "getting", "tie" → "tying". */
export function gerund(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  if (/[^aeioy]e$/.test(v) && v !== 'be') return `${verb.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(v)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

/** The subject of a niche, short enough for "the number one {topic} mistake": "meal prep for nurses" → "meal prep". */
export function topicOf(niche: string): string {
  return lowerFirst(phrase(niche.split(/\s(?:for|to|with|in|among|that|who)\s/i)[0] ?? niche, 4));
}
