import { createRequire } from 'node:module';
import type nlpType from 'compromise/two';
import { PROPER, gerund } from '../text';

/*
 * Answers as words with their parts of speech, from compromise (an English tagger with its own
 * lexicon). Every edit works on whole words and keeps each word's own characters, markup included:
 * "<b>nurses</b>" stays "<b>nurses</b>" whatever the phrase around it becomes. Only compromise's
 * tokenizer and tagger are loaded ("compromise/two"), and its inflection methods are called directly:
 * a generation tags a dozen short answers and must stay well under 10 ms.
 * The tagger is loaded on first use, not with the server: building its lexicon takes a few hundred
 * milliseconds and tens of megabytes, which a server on a model provider never needs.
 */

interface Term {
  post: string;
  tags: Set<string>;
}
interface World {
  model: unknown;
  methods: {
    two: {
      transform: {
        verb: {
          toInfinitive(s: string, model: unknown, tense?: string): string;
          conjugate(s: string, model: unknown): Record<string, string>;
        };
        noun: { toPlural(s: string, model: unknown): string };
      };
    };
  };
}
interface Tagger {
  nlp: typeof nlpType;
  world: World;
  verbs: World['methods']['two']['transform']['verb'];
  nouns: World['methods']['two']['transform']['noun'];
  lexicon: Record<string, string>;
}
let loaded: Tagger | undefined;

/** compromise, loaded once, synchronously: its CommonJS build loads faster than its ES modules. */
function tagger(): Tagger {
  if (!loaded) {
    const nlp = createRequire(import.meta.url)('compromise/two') as typeof nlpType;
    const world = (nlp as unknown as { world(): World }).world();
    const { lexicon } = (nlp as unknown as { model(): { one: { lexicon: Record<string, string> } } }).model().one;
    const { verb: verbs, noun: nouns } = world.methods.two.transform;
    loaded = { nlp, world, verbs, nouns, lexicon };
  }
  return loaded;
}

export interface Word {
  /** Exactly as typed, punctuation and markup included. */
  raw: string;
  /** The word itself: no markup, no surrounding punctuation. */
  bare: string;
  lower: string;
  tags: ReadonlySet<string>;
}

const TAG = /<\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?>/gi;

/** Tagging is the slow part (about a millisecond a phrase); answers repeat within a generation. */
const cache = new Map<string, Word[]>();

export function bareOf(raw: string): string {
  return raw
    .replace(TAG, '')
    .replace(/^[^\p{L}\p{N}$£€#@]+/u, '')
    .replace(/[^\p{L}\p{N}%+'’]+$/u, '')
    .replace(/['’]$/u, '');
}

const TAGGED = 16;

const split = (text: string) => {
  const raws = text.split(/\s+/).filter(Boolean);
  return { raws, bares: raws.map(bareOf) };
};

/**
 * Tags many phrases in one pass of the tagger (its fixed cost per call is larger than the cost per
 * word), caching each. Terms come in order; a term followed by whitespace ends the word it belongs to.
 */
export function tagAll(texts: readonly string[]): void {
  const todo = [...new Set(texts)].filter((t) => !cache.has(t));
  if (!todo.length) return;
  const parts = todo.map(split);
  // Phrases are cut to a dozen words or so; words past TAGGED are kept but not tagged.
  const flat = parts.flatMap((p, k) => p.bares.slice(0, TAGGED).map((_, i) => [k, i] as const));
  const tagsAt = new Map<string, Set<string>>();
  let w = 0;
  const terms = (
    tagger().nlp(parts.map((p) => p.bares.slice(0, TAGGED).join(' ')).join('\n')) as unknown as { docs: Term[][] }
  ).docs.flat();
  for (const t of terms) {
    while (w < flat.length && !parts[flat[w]![0]]?.bares[flat[w]![1]]) w++;
    const at = flat[w];
    if (at && !tagsAt.has(`${at[0]}:${at[1]}`)) tagsAt.set(`${at[0]}:${at[1]}`, t.tags);
    if (/\s/.test(t.post)) w++;
  }
  if (cache.size > 5000) cache.clear();
  parts.forEach((p, k) => {
    cache.set(
      todo[k]!,
      p.raws.map((raw, i) => {
        const bare = p.bares[i] ?? '';
        return { raw, bare, lower: bare.toLowerCase(), tags: tagsAt.get(`${k}:${i}`) ?? new Set<string>() };
      }),
    );
  });
}

/** The words of a phrase, tagged in context. */
export function tokens(text: string): Word[] {
  if (!cache.has(text)) tagAll([text]);
  return [...(cache.get(text) ?? [])];
}

/** Empties the caches, so a benchmark can time a generation as the first to see its answers. */
export function forget(): void {
  cache.clear();
  names.clear();
}

export const join = (words: readonly Word[]) => words.map((w) => w.raw).join(' ');

/** The same word with new letters, its markup and punctuation kept. */
export function replaceBare(w: Word, bare: string): Word {
  const raw = w.bare && w.raw.includes(w.bare) ? w.raw.replace(w.bare, bare) : bare;
  return { raw, bare, lower: bare.toLowerCase(), tags: w.tags };
}

/** A word that was not typed: it carries no tags beyond what it is. */
export const word = (bare: string, ...tags: string[]): Word => ({
  raw: bare,
  bare,
  lower: bare.toLowerCase(),
  tags: new Set(tags),
});

export const is = (w: Word | undefined, tag: string) => Boolean(w?.tags.has(tag));
export const isGerund = (w: Word | undefined) =>
  Boolean(w && (is(w, 'Gerund') || (/^\p{L}{3,}ing$/u.test(w.lower) && is(w, 'Verb'))));
export const isVerb = (w: Word | undefined) => is(w, 'Verb') && !is(w, 'Auxiliary');
export const known = (lower: string) => lower in tagger().lexicon;
/**
 * Whether a word is a verb's base form: the lexicon lists it as one ("swim", "fix"); or, when `object`
 * is true because a determiner follows it, it is listed as a noun that is also a verb ("pay the
 * fees", "pass the exam") or is unknown with a verb's ending ("trace an ancestor"). Compromise tags
 * almost any unknown word a verb in a verb's place, so its tagger is not asked.
 */
export function isBaseVerb(lower: string, object = false): boolean {
  const entry = tagger().lexicon[lower];
  if (entry === 'Infinitive') return true;
  if (!object) return false;
  if (entry === 'Singular') return true;
  return entry === undefined && /(?:ate|ise|ize|ify|en|ace|ise|ve|ge|ct)$/.test(lower);
}

const NAME_TAGS =
  /^(?:ProperNoun|Person|Place|Organization|Demonym|Country|City|Region|FirstName|LastName|Month|WeekDay|Holiday|Religion|Language)$/;
const names = new Map<string, boolean>();

/**
 * A capitalised word that stays capitalised mid-sentence: a name, a brand, a language ("Etsy",
 * "Italian", "London"), by compromise's lexicon; unknown words only when they are a known brand or look like one.
 */
export function isName(bare: string): boolean {
  let hit = names.get(bare);
  if (hit === undefined) {
    const entry = tagger().lexicon[bare.toLowerCase()];
    // Unknown words are common nouns unless they are a brand the composers know or look like one ("SaaS").
    hit = entry ? NAME_TAGS.test(entry) : PROPER.has(bare) || /\p{Ll}\p{Lu}/u.test(bare);
    if (names.size > 5000) names.clear();
    names.set(bare, hit);
  }
  return hit;
}

/** "cooking" → "cook", "ran" → "run", "helps" → "help"; a word compromise does not know stays. */
export function infinitive(bare: string, tense?: string): string {
  if (/^\p{Lu}{2,}$/u.test(bare)) return bare;
  const lower = bare.toLowerCase();
  const guess =
    tense ??
    (/ing$/.test(lower) ? 'Gerund' : /ed$/.test(lower) ? 'PastTense' : /s$/.test(lower) ? 'PresentTense' : undefined);
  const { verbs, world } = tagger();
  const base = verbs.toInfinitive(lower, world.model, guess);
  return base && !/\s/.test(base) ? base : lower;
}

/** "run" → "running", "burn" → "burning". */
export function gerundOf(bare: string): string {
  if (/ing$/i.test(bare)) return bare;
  const { verbs, world } = tagger();
  // A base form is conjugated as it is: "pass" read as a third person would lose its "s" ("pas").
  const lower = bare.toLowerCase();
  const entry = tagger().lexicon[lower];
  if ((entry === 'Infinitive' || entry === 'Singular') && !/[^su]s$/.test(lower)) {
    const own = verbs.conjugate(lower, world.model);
    if (own.Gerund) return own.Gerund;
  }
  return verbs.conjugate(infinitive(bare), world.model).Gerund ?? gerund(infinitive(bare));
}

/** "maintain" → "maintains", for "someone who maintains …". */
export function thirdPerson(bare: string): string {
  const { verbs, world } = tagger();
  return verbs.conjugate(infinitive(bare), world.model).PresentTense ?? bare;
}

const SAME_PLURAL =
  /^(?:staff|people|folk|folks|children|men|women|youth|personnel|crew|team|sheep|fish|deer|series)$/i;

/** "owner" → "owners", "person" → "people", "coach" → "coaches"; plurals, groups and acronyms stay. */
export function pluralWord(bare: string): string {
  if (SAME_PLURAL.test(bare) || /s$/i.test(bare) || !/^\p{L}[\p{L}-]*$/u.test(bare) || /^\p{Lu}{2,}$/u.test(bare))
    return bare;
  const { nouns, world } = tagger();
  const out = nouns.toPlural(bare, world.model);
  if (out && out !== bare && !/\s/.test(out)) return out;
  if (/[^aeiou]y$/i.test(bare)) return `${bare.slice(0, -1)}ies`;
  if (/(?:ch|sh|x|z|ss)$/i.test(bare)) return `${bare}es`;
  return `${bare}s`;
}

/** "a" or "an" before a word, by its sound: "an 8-week", "an SEO", "a one-off", "a user". */
export function article(next: string): 'a' | 'an' {
  const w = next.replace(/^[^\p{L}\p{N}]+/u, '');
  if (/^(?:8|11|18|80|800)(?!\d)/.test(w)) return 'an';
  if (/^\p{Lu}{2,}/u.test(w)) return /^[AEFHILMNORSX]/.test(w) ? 'an' : 'a';
  if (/^(?:uni|use|usu|eu|one|once|ur)/i.test(w)) return 'a';
  if (/^(?:hour|honest|honou?r|heir)/i.test(w)) return 'an';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}
