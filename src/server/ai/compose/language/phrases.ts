import { aboutThem, strip, unframe, type Slot } from './answers';
import { obstacleText } from './obstacles';
import { firstClause, midSentence, sentenceCase, shorten, tidy } from './clauses';
import {
  type Word,
  article,
  isBaseVerb,
  bareOf,
  tagAll,
  gerundOf,
  infinitive,
  is,
  isGerund,
  isVerb,
  join,
  pluralWord,
  replaceBare,
  thirdPerson,
  tokens,
  word,
} from './words';

/*
 * The phrases frames need, each in the form its frame expects: an audience as a plural noun phrase,
 * an outcome as a base-form verb phrase, an obstacle for "without …", expertise as a noun phrase.
 */

const clauseOf = (raw: string) => sentenceCase(firstClause(raw));

/** The first sentence of an answer with the words that only frame it ("I'd love to reach …") peeled off. */
const read = (raw: string, slot: Slot) => clauseOf(unframe(firstClause(raw), slot));

/** A phrase that still opens with "I" or "my" could not be read for its slot and would break a frame. */
const FIRST_PERSON_LEAD = /^(?:I|we|my|our|me|us)(?:['’]\w+)?(?=\s|$)/i;

/** Whether an answer can fill `slot` once its framing words are peeled off: no first-person clause left. */
export function readable(raw: string, slot: Slot): boolean {
  const text = slot === 'audience' ? strip(read(raw, slot), AUDIENCE_LEAD) : read(raw, slot);
  if (
    !/[\p{L}\p{N}]/u.test(text) ||
    FIRST_PERSON_LEAD.test(text) ||
    /\s(?:I|we)\s+(?:am|would|want|will|have|love|think)\b/.test(` ${text}`)
  )
    return false;
  if (slot !== 'audience') return true;
  // People are named by a noun phrase: "still figuring that out" (after "I am") names nobody.
  const first = tokens(audienceText(raw))[1];
  return Boolean(first && !is(first, 'Adverb') && !is(first, 'Pronoun') && !(isVerb(first) && !isGerund(first)));
}

/** A word lower-cased for the middle of a sentence, unless it is a name. */
function lowered(w: Word): Word {
  const raw = midSentence(w.raw);
  return raw === w.raw ? w : { ...w, raw, bare: bareOf(raw), lower: bareOf(raw).toLowerCase() };
}

const AUDIENCE_LEAD =
  /^(?:(?:i|we)\s+help\s+|helping\s+|to\s+|for\s+|(?:you|they)\s+are\s+(?:an?\s+)?|(?:i|we)['’]?\s*(?:am|are|m)\s+(?:an?\s+)?)/i;
// Tagged after a determiner, so a plural at the start ("engineers who …") reads as a noun, not a verb.
const audienceText = (raw: string) => `these ${strip(strip(read(raw, 'audience'), AUDIENCE_LEAD), /^an?\s+/i)}`;

/**
 * Who they help, as a plural noun phrase for "I help …": "a teacher who wants to retire early" →
 * "teachers who want to retire early", "training for a marathon" → "people training for a marathon".
 */
export function audience(raw: string, maxWords = 11): string {
  let ws = tokens(audienceText(raw)).slice(1);
  // "runners, knee pains": a comma that does not start a list ending in "and"/"or" ends the audience.
  const comma = ws.findIndex((w) => /,$/.test(w.raw));
  if (comma >= 0 && !ws.slice(comma + 1).some((w) => /^(?:and|or|&)$/.test(w.lower))) ws = ws.slice(0, comma + 1);
  if (isGerund(ws[0])) ws = [word('people', 'Noun', 'Plural'), ...ws];
  // The head noun is the last noun before the first relative word or preposition.
  const stop = ws.findIndex(
    (w, i) =>
      i > 0 &&
      (/^(?:who|which|that|with|in|at|on|from|of|for|over|under|after|whose|while)$/.test(w.lower) ||
        isGerund(w) ||
        // "parents planning a home birth": an "-ing" word after a plural starts what they are doing.
        (/^\p{L}{3,}ing$/u.test(w.lower) && is(ws[i - 1], 'Plural'))),
  );
  const end = stop < 0 ? ws.length : stop;
  const head = end - 1;
  if (head >= 0 && is(ws[head], 'Noun') && !is(ws[head], 'Pronoun') && !is(ws[head], 'Value')) {
    const h = ws[head]!;
    if (!is(h, 'Plural') && !is(h, 'Uncountable') && /^\p{L}[\p{L}-]*$/u.test(h.bare))
      ws[head] = replaceBare(h, pluralWord(h.bare));
    // "teachers who wants to" → "teachers who want to": the clause agrees with the plural head.
    const rel = ws[end];
    const verb = ws[end + 1];
    if (rel && /^(?:who|that)$/.test(rel.lower) && verb && is(verb, 'PresentTense') && /[^s]s$/.test(verb.lower)) {
      ws[end + 1] = replaceBare(verb, infinitive(verb.bare));
    }
  }
  return midSentence(join(shorten(ws, maxWords)));
}

const OUTCOME_LEAD =
  /^(?:so (?:that )?(?:they|you) can\s+|(?:to|they|you|we|and)\s+|(?:help(?:ing)?|get(?:ting)?) (?:them|you) (?:to\s+)?|(?:being able|able) to\s+)/i;
// Lower-cased for the tagger, which reads a capitalised "Run" or "Pass" as a name (names keep theirs).
const outcomeBare = (raw: string) => midSentence(strip(aboutThem(read(raw, 'outcome')), OUTCOME_LEAD));
/*
 * Tagged twice: after "to", where a word that can be a verb reads as one ("to pass", "to pair"), and on
 * its own, where a word that is more often a noun or adjective reads as that ("calm walks", "flowers").
 */
const outcomeTexts = (raw: string) => [`to ${outcomeBare(raw)}`, outcomeBare(raw)];

/** Abstract goods people "find"; other things they "get", and states an adjective names they "enjoy". */
const FOUND =
  /^(?:clarity|peace|freedom|balance|calm|confidence|joy|purpose|direction|focus|time|energy|happiness|meaning|motivation)$/i;

/** Verbs for outcomes written as a noun: "get more clients", "find clarity", "enjoy calmer walks". */
function verbFor(ws: readonly Word[]): string {
  const first = ws[0];
  if (!first) return 'get';
  if (/^(?:less|fewer)$/.test(first.lower)) return 'have';
  if (/^(?:more|a|an|their|better|\d)/i.test(first.lower) || ws.some((w) => is(w, 'Plural') || is(w, 'Value')))
    return is(first, 'Adjective') && !/^(?:more|better)$/.test(first.lower) ? 'enjoy' : 'get';
  if (is(first, 'Adjective')) return 'enjoy';
  return FOUND.test(first.bare) ? 'find' : 'get';
}

/** Whether a phrase opens with a verb: tagged one after "to", and not an adjective or a plural on its own. */
function opensWithVerb(afterTo: readonly Word[], alone: readonly Word[]): boolean {
  const [v, w] = [afterTo[0], alone[0]];
  if (!v || !w) return false;
  if (isGerund(w) && !is(w, 'Noun')) return true;
  if (isVerb(w) && !is(w, 'Noun')) return true;
  // "trace an emigrant ancestor": tagged a noun in so short a phrase, but a verb's base form before an object.
  if (
    isBaseVerb(
      w.lower,
      is(alone[1], 'Determiner') || /^(?:their|his|her|your|my|our|them|it)$/i.test(alone[1]?.bare ?? ''),
    )
  )
    return !is(w, 'Plural');
  return isVerb(v) && !is(v, 'Noun') && !is(w, 'Adjective') && !is(w, 'Plural') && !is(w, 'Determiner');
}

/**
 * "X Y" after "help": after an audience that ends in a clause ("engineers who were just promoted to
 * their first team lead"), "to" keeps the outcome's verb from running into it ("… team lead lead a
 * team", "who want to sell sell their cheese").
 */
export function helpJoin(who: string, what: string): string {
  const lastWho = who.split(' ').at(-1)?.toLowerCase();
  const firstWhat = what.split(' ')[0]?.toLowerCase();
  const clause = /\s(?:who|that|which|with|in|on|at|for|from|while|making|doing|looking|thinking)\s|,/i.test(
    ` ${who} `,
  );
  return `${who} ${clause || lastWho === firstWhat ? 'to ' : ''}${what}`;
}

/** Whether an answer opens with a verb ("pair wine with food"), not a noun ("dairies age a cheese"). */
export function opensWithVerbPhrase(raw: string): boolean {
  const [withTo, alone] = outcomeTexts(raw).map(tokens) as [Word[], Word[]];
  return opensWithVerb(withTo.slice(1), alone);
}

/** What they get, as a base-form verb phrase for "I help X …": "Cooking dinner" → "cook dinner". */
export function outcome(raw: string, maxWords = 11): string {
  const [withTo, alone] = outcomeTexts(raw).map(tokens) as [Word[], Word[]];
  const afterTo = withTo.slice(1);
  const ws = [...alone];
  // "finally understand their numbers": an adverb before the verb keeps the phrase a verb phrase.
  const lead = is(ws[0], 'Adverb') && ws.length > 1 ? 1 : 0;
  if (opensWithVerb(afterTo.slice(lead), alone.slice(lead))) {
    const first = ws[lead]!;
    // A word already in its base form stays: "pass" is not the past of "pas".
    const base =
      is(afterTo[lead], 'Infinitive') && !/(?:ing|ed)$/i.test(first.bare) ? first.bare : infinitive(first.bare);
    ws[lead] = replaceBare(first, base.toLowerCase());
    if (lead) ws[0] = lowered(ws[0]!);
    return join(shorten(ws, maxWords));
  }
  if (ws[0]) ws[0] = lowered(ws[0]);
  return join(shorten([word(verbFor(ws), 'Verb', 'Infinitive'), ...ws], maxWords));
}

/** An outcome as an "-ing" phrase for "toward …": "get a marathon personal best" → "getting a marathon personal best". */
export function asGerund(verbPhrase: string): string {
  const [verb = '', ...rest] = verbPhrase.split(' ');
  // "<i>land</i> a job" keeps its markup: only the letters change.
  const bare = bareOf(verb);
  return [bare ? verb.replace(bare, gerundOf(bare)) : verb, ...rest].join(' ');
}

export type Expertise = { kind: 'as' | 'drawing' | 'someone'; text: string };

/** "Before I was accountant in Kyiv": when they did it is not part of what they bring. */
const BEFORE = /^(?:before|previously|formerly|in the past|back home|back then|earlier)[,:]?\s+/i;
const expertiseText = (raw: string) => clauseOf(unframe(firstClause(raw), 'expertise').replace(BEFORE, ''));

/** The words before a phrase's first preposition or comma, letters only: where a role noun would be. */
const headOf = (np: string) =>
  (np.split(/\s(?:with|at|in|for|from|of|since)\s|[,(]/)[0] ?? np).replace(/[^\p{L}\s-]/gu, '');

const ROLE =
  /(?:er|or|ist|ian|ant|ent|coach|expert|nurse|chef|mom|mum|dad|ceo|cpa|md|lead|specialist|trainer|teacher|designer|speaker|native)s?$/i;

/**
 * What they bring, as the tail of a mission: "as a certified running coach", "drawing on my 12 years as
 * an engineering manager", "as someone who ran 14 marathons". Undefined when the answer does not read as
 * one (a question, a motto), so the frame can use another answer.
 */
export function expertise(raw: string, maxWords = 10): Expertise | undefined {
  const clause = expertiseText(raw);
  if (/\?$/.test(clause) || /^["“]/.test(clause)) return undefined;
  let ws = tokens(clause);
  const lead = /^(?:i|we)$/i.test(ws[0]?.bare ?? '');
  if (lead) ws = ws.slice(1);
  let m: RegExpExecArray | null;
  const text = join(shorten(ws, maxWords));
  if (lead && ws.slice(1).some((w) => /^(?:I|we)$/i.test(w.bare))) return undefined;
  const NUMBER =
    '(?:\\d[\\d,.]*\\+?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)';
  const YEARS = new RegExp(
    `^(?:have |['’]ve )?(?:spent |had |worked )?((?:<[^<>]+>)?(?:over |more than |almost )?${NUMBER} (?:years?|yrs|decades?)\\b.*)`,
    'i',
  );
  if ((m = YEARS.exec(text))) {
    return { kind: 'drawing', text: `drawing on my ${(m[1] ?? '').replace(/\byrs\b/i, 'years')}` };
  }
  if ((m = /^(?:love|enjoy|adore)s?\s+(.+)/i.exec(text)))
    return { kind: 'drawing', text: `drawing on my love of ${m[1]}` };
  if ((m = /^(?:am|['’]m)\s+passionate about\s+(.+)/i.exec(text)))
    return { kind: 'drawing', text: `drawing on my passion for ${m[1]}` };
  // Said to the reader ("You would be working with someone who …"): not a title to put after "as".
  if (/^(?:you|your)\b/i.test(text)) return undefined;
  // "I was accountant in Kyiv": the article a title needs.
  if ((m = /^(am|was)\s+(?!an?\s|the\s)(\p{L}+)(.*)$/iu.exec(text)) && ROLE.test(m[2] ?? ''))
    return { kind: 'someone', text: `as someone who ${m[1] === 'am' ? 'is' : 'was'} ${article(m[2]!)} ${m[2]}${m[3]}` };
  if ((m = /^(?:am|['’]m|was)\s+(an?\s+.+)/i.exec(text)) && !/\bing\b/.test(m[1] ?? '')) {
    // "I am a certified dog trainer" → "as a certified dog trainer"; "I was a nurse" stays in the past.
    const title = (m[1] ?? '').split(/,\s/)[0] ?? '';
    if (/^am/i.test(text) && ROLE.test(headOf(title))) return { kind: 'as', text: `as ${title}` };
    return { kind: 'someone', text: `as someone who ${/^was/i.test(text) ? 'was' : 'is'} ${m[1]}` };
  }
  // "I have been a bookkeeper for 15 years", "I've kept bees since 2009".
  if (
    lead &&
    (m = /^(?:have|has)\s+(been\s+.+|\p{L}+(?:ed|en|ght|pt|un|ung|ept|ood|ade|old|ost|aid|ot)\s+.+)$/iu.exec(text))
  )
    return { kind: 'someone', text: `as someone who has ${m[1]}` };
  if (
    (m =
      /^(?:my|our)\s+(background|experience|training|career|degree|expertise|work|roots)\s+(?:is|are|was|were|lies|lie)\s+(in|with)\s+(.+)$/i.exec(
        text,
      ))
  )
    return { kind: 'drawing', text: `drawing on my ${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()} ${m[3]}` };
  const first = ws[0];
  if (lead && first && isVerb(first) && !is(first, 'Auxiliary') && !is(first, 'Copula')) {
    const verb = is(first, 'PastTense') ? first.bare : thirdPerson(first.bare);
    return {
      kind: 'someone',
      text: `as someone who ${join([replaceBare(first, verb), ...shorten(ws, maxWords).slice(1)])}`,
    };
  }
  const role = (np: string) => ROLE.test(headOf(np));
  // "Worked as a nurse for a decade" is something they did, not a title: "as someone who worked …".
  const next = ws[1];
  if (
    !lead &&
    first &&
    is(first, 'PastTense') &&
    !is(first, 'Noun') &&
    next &&
    (/^(?:as|at|in|for|with|on|over|under|from)$/i.test(next.bare) || is(next, 'Determiner') || is(next, 'Value'))
  )
    return { kind: 'someone', text: `as someone who ${midSentence(text)}` };
  if (!lead && role(text) && !/^\d/.test(text) && !/^an?\s/i.test(text) && !/[^s]s$/i.test(text)) {
    // "furniture restorer, 25 years, mostly Victorian pieces": the title is the part before the comma.
    const np = midSentence(text.split(/,\s/)[0] ?? text);
    return { kind: 'as', text: `as ${article(np)} ${np}` };
  }
  if (first && is(first, 'PastTense') && !is(first, 'Noun') && !is(first, 'Adjective')) {
    return { kind: 'someone', text: `as someone who ${midSentence(text)}` };
  }
  if (lead || /\b(?:I|we)\b/.test(text)) return undefined;
  const np = midSentence(text);
  if (/^an?\s/i.test(np)) return { kind: 'as', text: `as ${np}` };
  if (isGerund(first)) return { kind: 'drawing', text: `drawing on my experience ${np}` };
  const before = np.split(/\s(?:with|at|in|for|from|of)\s|[,(]/)[0] ?? np;
  if (ROLE.test(before.replace(/[^\p{L}\s-]/gu, '')) && !/^\d/.test(np))
    return { kind: 'as', text: `as ${article(np)} ${np}` };
  if (/^\d/.test(np)) return undefined;
  return { kind: 'drawing', text: `drawing on my experience with ${np}` };
}

/**
 * Tags every answer a composer is about to read in one pass of the tagger, as the phrase functions
 * will read them; call it first, with all the answers, to keep a generation fast.
 */
export function prime(answers: {
  audience?: readonly string[];
  outcome?: readonly string[];
  obstacle?: readonly string[];
  expertise?: readonly string[];
  phrase?: readonly string[];
}): void {
  tagAll([
    ...(answers.audience ?? []).map(audienceText),
    ...(answers.outcome ?? []).flatMap(outcomeTexts),
    ...(answers.obstacle ?? []).map(obstacleText),
    ...(answers.expertise ?? []).map(expertiseText),
    ...(answers.phrase ?? []).map(clauseOf),
  ]);
}

/** "meal prep for night-shift nurses" → subject "meal prep", people "night-shift nurses". */
export function nicheParts(niche: string, maxWords = 8): { subject: string; people?: string } {
  const text = join(tidy(tokens(read(niche, 'niche'))));
  const m = /^(.+?)\s+(?:for|to|with|among)\s+(.+)$/i.exec(text);
  if (!m) return { subject: midSentence(join(shorten(tokens(text), maxWords))) };
  return {
    subject: midSentence(join(shorten(tokens(m[1] ?? ''), maxWords))),
    people: audience(m[2] ?? '', maxWords),
  };
}
