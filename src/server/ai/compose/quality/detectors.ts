import { createRequire } from 'node:module';
import type nlpType from 'compromise/two';
import { sentences, shape, textProblems } from './checks';

/*
 * Detectors for defects the quality gate's checks let through: an answer typed as a sentence pasted
 * whole into a frame ("I help I'd love to reach …"), a frame's verb stacked on the answer's verb ("to
 * get pass WSET"), a clause cut at its subject ("… on a bottle they."), a niche that is a cut sentence
 * or a product type, and a 30-day plan that repeats its hooks. Each is a pure function of the text it
 * reads, returning findings; none knows which composer wrote the text.
 */

export type DetectorKind =
  | 'first person inside'
  | 'verb after verb'
  | 'pronoun or article ending'
  | 'doubled word'
  | 'repeated hook in plan'
  | 'frame overused in plan'
  | 'niche not a niche';

export interface DetectorFinding {
  kind: DetectorKind;
  text: string;
}

const list = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** Words of a sentence as the detectors compare them: lower case, curly apostrophes straightened. */
const wordsIn = (s: string, lower = true) =>
  (lower ? s.toLowerCase() : s)
    .replace(/’/g, "'")
    .replace(/<[^<>]*>/g, ' ')
    .split(/[^\p{L}\p{N}'-]+/u)
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);

/** A first-person subject: it opens a clause of its own, so it cannot be an object or a possessive. */
const FIRST_PERSON_SUBJECT = list(`i i'm i'd i've i'll we're we've we'd we'll`);

/** Words after which no new clause can start: a subject here means an answer was pasted in whole. */
const NO_CLAUSE_AFTER = list(
  `a an the to for with of at in on from into onto about by without toward towards through via per`,
);
/** Verbs the frames put before an answer; as nouns ("the algebra help I wish I had") a clause may follow. */
const VERBS_BEFORE_ANSWER = list(`help helps helping get gets getting reach find learn become feel make start stop
  keep build grow run`);

/**
 * A first-person subject inside a statement: "help I'd love to", "as an I'm a certified dog trainer",
 * "owners get I want them to". Only after an article, a preposition or one of the verbs the frames put
 * before an answer, so "I help" at the start, "so I can", "the day I almost gave up" and "what I wish"
 * stay clear.
 */
export function firstPersonInside(text: string): DetectorFinding[] {
  const found: DetectorFinding[] = [];
  for (const s of sentences(text)) {
    const w = wordsIn(s);
    for (let i = 1; i < w.length; i++) {
      const prev = w[i - 1]!;
      if (
        FIRST_PERSON_SUBJECT.has(w[i]!) &&
        (NO_CLAUSE_AFTER.has(prev) || (VERBS_BEFORE_ANSWER.has(prev) && verbAt(s, prev)))
      ) {
        found.push({ kind: 'first person inside', text: `${prev} ${w[i]}: ${s}` });
        break;
      }
      // "I help my clients are …": their answer's own subject and verb.
      if (/^help(?:s|ing)?$/.test(prev) && /^(?:my|our)$/.test(w[i]!) && /^(?:are|is|were|was)$/.test(w[i + 2] ?? '')) {
        found.push({ kind: 'first person inside', text: `${prev} ${w[i]} ${w[i + 1]} ${w[i + 2]}: ${s}` });
        break;
      }
    }
  }
  return found;
}

interface Term {
  normal: string;
  tags: string[];
}
let nlp: typeof nlpType | undefined;
const tagger = () => (nlp ??= createRequire(import.meta.url)('compromise/two') as typeof nlpType);

const canBe = new Map<string, boolean>();
/** Whether compromise reads a word as `tag` in a frame that leaves it no other reading. */
function readsAs(word: string, frame: string, tag: string): boolean {
  const key = `${frame}|${word}`;
  let hit = canBe.get(key);
  if (hit === undefined) {
    const doc = tagger()(frame.replace('_', word)) as unknown as { json(): { terms: Term[] }[] };
    hit = doc
      .json()
      .flatMap((x) => x.terms)
      .some((t) => t.normal === word && t.tags.includes(tag));
    if (canBe.size > 20_000) canBe.clear();
    canBe.set(key, hit);
  }
  return hit;
}
/** Whether `word` is tagged a verb where it stands in this sentence. */
function verbAt(sentence: string, word: string): boolean {
  return termsOf(sentence).some((t) => t.normal === word && t.tags.includes('Verb'));
}
const termsOf = (s: string) =>
  (tagger()(s) as unknown as { json(): { terms: Term[] }[] }).json().flatMap((x) => x.terms);

/** A base-form verb, whatever it is in context: compromise tags "pass" in "get pass WSET" as a noun. */
const canBeVerb = (w: string) =>
  /^\p{Ll}{2,}$/u.test(w) && !/(?:ing|ed)$/.test(w) && readsAs(w, 'we _ it', 'Infinitive');
const canBeAdjective = (w: string) => readsAs(w, 'it is very _', 'Adjective') || readsAs(w, 'they look _', 'Adjective');

/**
 * The verbs frames put before an answer ("to get …", "helping them find …"): only after these is a
 * second verb the answer's own. After other verbs a bare noun reads as an object or a compound: "know
 * brand kits", "approach brand identity", "a job they love feel possible".
 */
const FRAME_VERBS = list(`get find learn reach start keep stop become achieve build try`);

/**
 * Nouns after a verb with no article that read as an object: "get help with", "find work that", "get
 * support". A countable singular noun there needs an article, so the one left is a second verb.
 */
const MASS_OBJECT = list(`help work love support rest sleep care practice play fun peace balance control access
  feedback advice time money space clarity confidence energy relief freedom traction results fear stress pain
  anxiety doubt debt clutter burnout overwhelm`);

/** Answers typed without an apostrophe: "try to solve dont have time" quotes the user. */
const NEGATIONS = list(`dont cant wont didnt doesnt isnt arent never not`);

const RELATIVE = /\b(?:who|that|which)\b/;

/** What follows a second verb that reads on as that verb's object or complement, not as a noun's tail. */
const ENDS_PHRASE = list(`and or but with for to of in on at by from as than that which who when where if so
  because while without into about over`);

/**
 * A verb right after a base-form verb, no conjunction between: "to get pass WSET Level 2", "to find
 * pair wine with food", "find run pain-free", "get reach smallholders". The second word must read as a
 * verb on its own, not as an adjective ("get fit"), not as a mass noun ("get help"), and the phrase
 * must go on after it, as a verb's would ("find work." is a noun). "to help people run" and "to learn
 * to swim" have no two verbs side by side; "make sure", "help get", "go see" do not start with a frame's verb.
 */
export function verbAfterVerb(text: string): DetectorFinding[] {
  const found: DetectorFinding[] = [];
  // Clause by clause: "(how to make flowers last) show a market" has no two verbs side by side.
  for (const s of sentences(text).flatMap((x) => x.split(/[,;:()"“”]|\s[-–—]\s/))) {
    const w = wordsIn(s);
    const typed = wordsIn(s, false);
    // Cheap screen first: the tagger runs only on a clause with a pair of candidate words.
    const pairs: number[] = [];
    for (let i = 1; i + 1 < w.length; i++) {
      const [v1, v2, next] = [w[i - 1]!, w[i]!, w[i + 1]!];
      if (!FRAME_VERBS.has(v1) || MASS_OBJECT.has(v2) || NEGATIONS.has(v2) || ENDS_PHRASE.has(next)) continue;
      // "Adults who never learned to swim miss this": the second verb is the sentence's own, after a relative clause.
      if (w[i - 2] === 'to' && RELATIVE.test(w.slice(0, i - 2).join(' '))) continue;
      // A capital mid-sentence is a name the user typed ("know Keys Again"), not a verb.
      if (/^\p{Lu}/u.test(typed[i] ?? '')) continue;
      if (canBeVerb(v2) && !canBeAdjective(v2)) pairs.push(i);
    }
    // "Building around review their portfolios": a verb's base form with its object where a noun belongs.
    for (let i = 1; i + 1 < w.length; i++) {
      const [prep, v, next] = [w[i - 1]!, w[i]!, w[i + 1]!];
      if (!AFTER_PREPOSITION.has(prep) || !OBJECT_START.has(next) || MASS_OBJECT.has(v)) continue;
      if (/^\p{Lu}/u.test(typed[i] ?? '')) continue;
      if (canBeVerb(v) && !canBeAdjective(v)) {
        found.push({ kind: 'verb after verb', text: `${prep} ${v}: ${s}` });
        break;
      }
    }
    if (!pairs.length) continue;
    const terms = termsOf(s);
    for (const i of pairs) {
      const at = terms.findIndex((t, k) => t.normal === w[i - 1] && terms[k + 1]?.normal === w[i]);
      const first = terms[at];
      const before = terms[at - 1];
      // The first word must be a verb here, in its base form: after "to", a plural subject ("knee pains
      // find run") or at the start ("Get reach smallholders"); after a pronoun it is often a relative
      // clause's verb ("what they earn feel reachable").
      if (!first?.tags.includes('Infinitive')) continue;
      if (before && before.normal !== 'to' && !before.tags.includes('Plural')) continue;
      found.push({ kind: 'verb after verb', text: `${w[i - 1]} ${w[i]}: ${s}` });
      break;
    }
  }
  return found;
}

const AFTER_PREPOSITION = list(`around about of on in with for from into without toward towards through`);
const OBJECT_START = list(`their your my his her our the a an`);

/** Subjects that never end a sentence: "… on a bottle they." An object ("… helps them.") may. */
const SUBJECT_ONLY = list(`i we they he she i'm we're they're you're it's he's she's who`);
const ARTICLES = list('a an the');

const lastWordOf = (s: string) => wordsIn(s).at(-1) ?? '';

/**
 * A sentence that stops on a subject pronoun. Articles are the gate's "function-word ending" already;
 * they are reported here too, from that check, so one count covers a clause cut at its subject.
 */
export function pronounOrArticleEnding(text: string): DetectorFinding[] {
  const found: DetectorFinding[] = sentences(text)
    .filter((s) => SUBJECT_ONLY.has(lastWordOf(s)))
    .map((s) => ({ kind: 'pronoun or article ending', text: s }));
  for (const p of textProblems(text, text)) {
    if (p.kind === 'function-word ending' && ARTICLES.has(lastWordOf(p.text))) {
      found.push({ kind: 'pronoun or article ending', text: p.text });
    }
  }
  return found;
}

/** The gate's own doubled-word check ("making making"), as a finding of this kind. */
export function doubledWord(text: string): DetectorFinding[] {
  return textProblems(text, text)
    .filter((p) => p.kind === 'doubled word')
    .map((p) => ({ kind: 'doubled word', text: `${p.text}: ${text.slice(0, 160)}` }));
}

/** What two hooks must differ in: letters and digits, not case or punctuation. */
export const normalHook = (hook: string) =>
  hook
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const counted = (items: readonly string[]) => {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
};

/** Every hook of one 30-day plan said twice or more, once per repeat: "hook (×3)". */
export function repeatedHooks(hooks: readonly string[]): DetectorFinding[] {
  return [...counted(hooks.map(normalHook))]
    .filter(([, n]) => n > 1)
    .map(([h, n]) => ({ kind: 'repeated hook in plan', text: `${h} (×${n})` }));
}

/** How many of a plan's hooks repeat an earlier one. */
export const hookRepeats = (hooks: readonly string[]) => hooks.length - new Set(hooks.map(normalHook)).size;

/**
 * Function words stay in a frame's shape even when the user typed them: with "for" and "the" blanked
 * out, every frame with one would merge with its neighbours and look reused.
 */
const FRAME_WORDS = list(`a an the and or but to for with of at in on from into by as is are was were be it this
  that you your they their them we our i my me not no do does how why what when who`);

/** A sentence frame (the hook with the user's words blanked) used more than twice in one plan. */
export function overusedFrames(hooks: readonly string[], answerWords: ReadonlySet<string>): DetectorFinding[] {
  const theirs = new Set([...answerWords].filter((w) => !FRAME_WORDS.has(w)));
  return [...counted(hooks.map((h) => shape(h, theirs)))]
    .filter(([, n]) => n > 2)
    .map(([frame, n]) => ({ kind: 'frame overused in plan', text: `${frame} (×${n})` }));
}

/** Things sold, not fields: a niche that is only these names no subject and no people. */
const PRODUCT_TYPES = list(`course courses guide guides ebook ebooks e-book book video videos checklist checklists
  template templates workshop workshops program programs programme programmes coaching mentoring consulting
  consultancy membership community newsletter podcast webinar webinars masterclass bootcamp class classes
  cohort challenge planner plan plans playbook toolkit kit bundle pack course-pack session sessions service
  services package packages blueprint system framework tutorials tutorial lessons lesson`);
const PRODUCT_MODIFIERS = list(`a an the my your online digital mini short free paid simple quick step-by-step
  starter beginner beginner's beginners advanced complete ultimate 1:1 one-to-one group private live recorded
  self-paced weekly monthly daily 30-day 7-day`);
const NICHE_BAD_END = list(`a an the and or but to for with of at in on from by my your their our his her its free
  without about into could would can will should`);

/**
 * A recommended niche that is no niche: a cut sentence ("I could turn my weekend", "I could teach"), or a
 * product type with at most one word of subject and no people ("Video course", "Aftercare guide").
 */
export function nicheNotANiche(niche: string): DetectorFinding[] {
  const w = wordsIn(niche);
  const bad = (why: string) => [{ kind: 'niche not a niche' as const, text: `${why}: ${niche}` }];
  if (!w.length) return bad('empty');
  if (FIRST_PERSON_SUBJECT.has(w[0]!) || /^(?:my|our|we|me)$/.test(w[0]!)) return bad('first person');
  if (NICHE_BAD_END.has(w.at(-1)!)) return bad('cut short');
  const forPeople = w.includes('for') || w.includes('who');
  const rest = w.filter((x) => !PRODUCT_MODIFIERS.has(x) && !/^\d/.test(x));
  const subject = rest.filter((x) => !PRODUCT_TYPES.has(x));
  if (!forPeople && rest.some((x) => PRODUCT_TYPES.has(x)) && subject.length <= 1) return bad('product type');
  return [];
}

/** Every detector that reads one prose string on its own. */
export function textFindings(text: string): DetectorFinding[] {
  return [...firstPersonInside(text), ...verbAfterVerb(text), ...pronounOrArticleEnding(text), ...doubledWord(text)];
}
