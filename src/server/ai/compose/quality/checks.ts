/*
 * What a careful copywriter would never hand over, as checks over plain text: a doubled word, a
 * sentence or clause that stops on a function word, a phrase cut off mid-thought, broken markup.
 */

/** Fields that hold labels or enums, not prose. */
const NOT_PROSE = new Set([
  'script_type',
  'content_pillar',
  'insight_type',
  'priority_level',
  'severity',
  'type',
  'competitor_handle',
  'persona',
  'target_persona',
  'name',
  'preferred_channels',
  'frequency',
]);

/** Every prose string in a result, with the key it sits under. */
export function prose(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return NOT_PROSE.has(key) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((v) => prose(v, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => prose(v, k));
  return [];
}

/** Words no sentence or clause may end on, whatever came before: "…the", "…without", "…what", "…over". */
const NEVER_LAST = new Set(
  `a an the and or but nor my your their our his her its without what over which whose whether if because than
  every very while`.split(/\s+/),
);

/**
 * Words that end a phrase only when it was cut: "thinking about", "who wants to", "without hitting". A
 * stranded preposition can be good English ("what each one is for"), so these count only where the
 * user's answer went on after them.
 */
const CUT_TAIL = new Set(
  `to for with from of about in on at by as into onto who whom that when where how is are was were be been have
  has had do does did can could will would should not hitting getting making taking having giving finding losing
  doing needing using bringing`.split(/\s+/),
);

/** Lines, then sentences; a label such as "HOOK:" is not part of the sentence. */
export function sentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…])\s+(?=[^\p{Ll}])/u))
    .map((s) => s.replace(/^[A-Z][A-Z0-9 &-]*:\s*/, '').trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Clauses: what a comma, colon, semicolon, dash or bracket closes. */
const clauses = (sentence: string) =>
  sentence
    .split(/[,;:()]|\s[-–—]\s|[–—]/)
    .map((c) => c.trim())
    .filter((c) => /\p{L}/u.test(c));

/** Words in order, with a clause break (",") kept as its own token so a phrase never runs across it. */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[.!?;:,()\n–—]+/g, ' , ')
    .split(/[^\p{L}\p{N}'’,%$£€-]+/u)
    .filter((w) => w && w !== '-');

/** True when the answer has this run of words and goes on after it in the same clause. */
const continues = (answer: string, tail: string) => {
  let at = answer.indexOf(` ${tail} `);
  while (at >= 0) {
    const next = answer.slice(at + tail.length + 2).split(' ')[0];
    if (next && next !== ',') return true;
    at = answer.indexOf(` ${tail} `, at + 1);
  }
  return false;
};

const lastWord = (s: string) =>
  (
    s
      .replace(/[\s"'“”‘’.!?…)*]+$/u, '')
      .split(/\s+/)
      .at(-1) ?? ''
  ).toLowerCase();

export interface Problem {
  kind: 'doubled word' | 'function-word ending' | 'cut-off phrase' | 'unbalanced' | 'broken markup';
  text: string;
}

/** What the gate asserts of every prose string; `source` is the raw input, for markup it pasted in. */
export function textProblems(text: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const doubled = /(?<![\p{L}\p{N}'’-])([\p{L}][\p{L}'’]*)\s+\1(?![\p{L}\p{N}'’-])/iu.exec(
    text.replace(/<[^<>]*>/g, ' | '),
  );
  if (doubled && doubled[1] && !/^(?:that|had|is)$/i.test(doubled[1])) {
    problems.push({ kind: 'doubled word', text: doubled[0] });
  }
  const answer = ` ${words(source).join(' ')} `;
  for (const s of sentences(text)) {
    if (NEVER_LAST.has(lastWord(s))) problems.push({ kind: 'function-word ending', text: s });
    for (const c of clauses(s)) {
      const w = words(c).filter((x) => x !== ',');
      const last = w.at(-1) ?? '';
      if (c !== s && NEVER_LAST.has(last)) problems.push({ kind: 'function-word ending', text: c });
      else if (CUT_TAIL.has(last) && w.length >= 2 && continues(answer, w.slice(-3).join(' '))) {
        problems.push({ kind: 'cut-off phrase', text: c });
      }
    }
  }
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  const srcCount = (re: RegExp) => (source.match(re) ?? []).length;
  // Brackets and quotes the user typed may be unbalanced already; only new imbalance counts.
  if (count(/\(/g) !== count(/\)/g) && srcCount(/\(/g) === srcCount(/\)/g)) {
    problems.push({ kind: 'unbalanced', text });
  }
  if (count(/"/g) % 2 === 1 && srcCount(/"/g) % 2 === 0) problems.push({ kind: 'unbalanced', text });
  // A tag as pasted in, or the start of one left unclosed; "<30" or "<3" is not markup.
  for (const tag of text.match(/<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>|<\/?[a-z][a-z0-9-]*(?![a-z0-9>-])/gi) ?? []) {
    if (!source.includes(tag)) problems.push({ kind: 'broken markup', text: tag });
  }
  return problems;
}

/** A sentence's shape: the words taken from the answers become "_", so two fillings of one frame look alike. */
export function shape(text: string, answerWords: ReadonlySet<string>): string {
  return text
    .toLowerCase()
    .replace(/<[^<>]*>/g, ' ')
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter(Boolean)
    .map((w) => (answerWords.has(w) || /\d/.test(w) ? '_' : w))
    .join(' ')
    .replace(/_(?: _)+/g, '_');
}

export const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’-]+/u)
      .filter(Boolean),
  );

export const wordCount = (text: string) => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;
