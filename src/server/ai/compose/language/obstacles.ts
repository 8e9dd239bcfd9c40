import { aboutThem, expandContractions, fromFirstPerson, strip, unframe } from './answers';
import { firstClause, midSentence, sentenceCase, shorten } from './clauses';
import {
  type Word,
  isBaseVerb,
  gerundOf,
  infinitive,
  is,
  isGerund,
  isVerb,
  join,
  replaceBare,
  thirdPerson,
  tokens,
} from './words';

/*
 * What stands in the way, read so a frame can say "without" it or name it. People answer this one as
 * a fragment ("no time"), a feeling ("afraid of deep water"), or a whole clause about the people they
 * serve ("My clients feel overwhelmed") or about something else ("The handwriting defeats them");
 * each reads as what follows "without".
 */

export interface Obstacle {
  /** False when the answer does not read as an obstacle (a question), so a frame can prefer another. */
  ok: boolean;
  /** For "without …": "without burning out", "even without much time for deep work". */
  without(n: number): string;
  /** As a noun phrase for a hook ("If {pain} sounds familiar"): "burning out", "not knowing where to start". */
  noun: string;
}

const NEGATIVE = /^(?:don['’]?t|dont|do not|doesn['’]?t|can['’]?t|cant|cannot|won['’]?t|never|aren['’]?t|isn['’]?t)$/i;
const SUBJECT = /^(?:they|i|we|you|people|most|nobody|everyone|everybody|theyre|they['’]re|there)$/i;

function negativeNoun(rest: Word[]): string | undefined {
  const [neg, verb, ...tail] = rest;
  if (!neg || !verb) return undefined;
  if (/^(?:can['’]?t|cant|cannot)$/i.test(neg.bare)) return `not being able to ${join([verb, ...tail])}`;
  if (/^(?:don['’]?t|dont|do not|doesn['’]?t)$/i.test(neg.bare))
    return `not ${gerundOf(infinitive(verb.bare))} ${join(tail)}`.trim();
  return undefined;
}

/** "My clients feel …", "Most people think …": the people the mission serves, who are "they" in a frame. */
const SERVED_SUBJECT =
  /^(?:(?:my|our|the|their|most|many|a lot of|lots of)\s+)?(?:(?:clients|customers|students|people|folks|patients|members|owners|parents|beginners|readers)\s+)(?=(?:often\s+|usually\s+|always\s+|just\s+|really\s+|still\s+|never\s+)?\p{L}+(?:\s|$))/iu;

export const obstacleText = (raw: string) =>
  strip(
    sentenceCase(
      aboutThem(fromFirstPerson(expandContractions(unframe(firstClause(raw), 'obstacle')), 'they'))
        .replace(SERVED_SUBJECT, 'they ')
        .replace(/^you\b/i, 'they'),
    ).replace(/^to (much|many)\b/i, 'too $1'),
    /^(?:to|and)\s+/i,
  );

const POSSESSIVE = /^(?:their|his|her|the|a|an|every|each|my|our|your)$/i;

const NOUN_WITHOUT = [
  (z: string) => `without ${z} getting in the way`,
  (z: string) => `without ${z} holding them back`,
  (z: string) => `without letting ${z} slow them down`,
];

/** What stands in their way, read so a frame can say "without" it or name it. */
export function obstacle(raw: string, maxWords = 10): Obstacle {
  const ws = shorten(firstOfClauses(tokens(obstacleText(raw))), maxWords);
  let text = midSentence(join(ws));
  const question = /^(why|how|what|where|when)\s+(is|are)\s+(.+?)\s+((?:so|too|very|that)\s+.+)$/i.exec(text);
  if (question) {
    const [, wh = '', verb = '', subject = '', rest = ''] = question;
    const q = `${wh.toLowerCase()} ${subject} ${verb} ${rest}`;
    return { ok: true, without: () => `without wondering ${q}`, noun: `wondering ${q}` };
  }
  if (/\?/.test(firstClause(raw)) || /^(?:why|how|what|where|when)\b/i.test(text)) {
    return { ok: false, without: () => `without ${text} getting in the way`, noun: text };
  }
  const lower = text.toLowerCase();
  let m: RegExpExecArray | null;
  if ((m = /^(?:a\s+)?(?:lack of|not enough|no|little|hardly any)\s+(.+)/i.exec(text))) {
    const rest = (m[1] ?? '').split(/,\s/)[0] ?? '';
    const many = /^\S*[^s\s]s\b/i.test(rest) ? 'many' : 'much';
    return { ok: true, without: () => `even without ${many} ${rest}`, noun: `having no ${rest}` };
  }
  if ((m = /^(?:too|to) (?:much|many)\s+(.+)/i.exec(text))) {
    const rest = m[1] ?? '';
    return { ok: true, without: () => `without drowning in ${rest}`, noun: `too much ${rest}` };
  }
  if ((m = /^(?:the\s+)?(?:fear of|scared of|afraid of)\s+(.+)/i.exec(text))) {
    const rest = m[1] ?? '';
    return { ok: true, without: () => `without the fear of ${rest} holding them back`, noun: `the fear of ${rest}` };
  }
  const [first, second] = ws;
  // "afraid of deep water", "overwhelmed by advice": a state, so "without being afraid of deep water".
  if (first && is(first, 'Adjective') && !is(first, 'Noun') && (ws.length === 1 || is(second, 'Preposition'))) {
    return { ok: true, without: () => `without being ${text}`, noun: `being ${text}` };
  }
  if (first && SINGULAR_SUBJECT.test(first.bare) && second && is(second, 'Infinitive') && !is(second, 'Modal')) {
    ws[1] = replaceBare(second, thirdPerson(second.bare));
    text = midSentence(join(ws));
  }
  // "They are scared of numbers" → "without being scared of numbers".
  if (first && /^they$/i.test(first.bare) && second && /^(?:are|were)$/i.test(second.bare) && ws.length > 2) {
    const rest = midSentence(join(ws.slice(2)));
    if (!/^not\b/i.test(rest)) return { ok: true, without: () => `without being ${rest}`, noun: `being ${rest}` };
  }
  const clause = clauseObstacle(ws);
  if (clause) return clause;
  if ((first && SUBJECT.test(first.bare)) || (first && second && (NEGATIVE.test(second.bare) || is(second, 'Modal')))) {
    const rest = ws.slice(1);
    const neg = negativeNoun(rest);
    // "They burn out trying to do both jobs" → "without burning out trying to do both jobs".
    if (
      /^they$/i.test(first?.bare ?? '') &&
      isVerb(rest[0]) &&
      !is(rest[0], 'Copula') &&
      !NEGATIVE.test(rest[0]?.bare ?? '') &&
      is(rest[0], 'PresentTense')
    ) {
      const g = join([replaceBare(rest[0]!, gerundOf(rest[0]!.bare)), ...rest.slice(1)]);
      return { ok: true, without: () => `without ${g}`, noun: g };
    }
    const clause = lower.startsWith('i ') ? text : midSentence(text);
    return {
      ok: true,
      without: () => `without getting stuck because ${clause}`,
      noun: neg ?? `feeling stuck because ${clause}`,
    };
  }
  if (isGerund(first) && !is(first, 'Noun')) return { ok: true, without: () => `without ${text}`, noun: text };
  if (isGerund(first)) return { ok: true, without: () => `without ${text}`, noun: text };
  if (
    first &&
    ws.length > 1 &&
    isVerb(first) &&
    is(first, 'Infinitive') &&
    !is(first, 'Noun') &&
    !is(first, 'Adjective')
  ) {
    return { ok: true, without: () => `without struggling to ${text}`, noun: `struggling to ${text}` };
  }
  return { ok: true, without: (n) => (NOUN_WITHOUT[n % NOUN_WITHOUT.length] ?? NOUN_WITHOUT[0]!)(text), noun: text };
}

/** "nobody explain them": an indefinite subject takes a verb in "-s", whatever the answer typed. */
const SINGULAR_SUBJECT = /^(?:nobody|everyone|everybody|someone|somebody|nothing|everything)$/i;

/** A word that can start a noun phrase that is the subject of a clause: "the jargon", "food safety rules". */
const startsNounPhrase = (w: Word | undefined) =>
  Boolean(w && (POSSESSIVE.test(w.bare) || ((is(w, 'Noun') || is(w, 'Adjective')) && !is(w, 'Pronoun'))));

const MODAL = /^(?:will|won['’]t|can['’]t|cannot|can|could|would|might|may)$/i;

/**
 * Whether the word at `i` is the finite verb of a clause whose subject ends just before it. A short
 * clause is tagged unreliably ("the jargon on labels scares them" has "labels" as the verb and
 * "scares" as a plural), so the verb is the word that can be one and has an object, an adjective, a
 * preposition or nothing after it: "scares them", "feel impossible", "barks at", "cost a fortune".
 */
function finite(ws: readonly Word[], i: number): boolean {
  const [w, next] = [ws[i], ws[i + 1]];
  if (!w || !strictlyFinite(ws, i)) {
    // "their boss hates change": a verb in "-s" before a noun, unless that noun is the verb itself.
    return Boolean(
      w &&
      next &&
      is(w, 'PresentTense') &&
      /[^s]s$/.test(w.lower) &&
      is(next, 'Noun') &&
      subjectEnds(ws, i) &&
      !strictlyFinite(ws, i + 1),
    );
  }
  return true;
}

const subjectEnds = (ws: readonly Word[], i: number) => {
  const before = ws[i - 1];
  return Boolean(before && (is(before, 'Noun') || is(before, 'Pronoun') || /s$/.test(before.lower)));
};

function strictlyFinite(ws: readonly Word[], i: number): boolean {
  const [w, next] = [ws[i], ws[i + 1]];
  if (!w || !subjectEnds(ws, i)) return false;
  if (MODAL.test(w.bare) || is(w, 'Copula')) return true;
  if (is(w, 'Determiner') || is(w, 'Preposition') || is(w, 'Conjunction') || is(w, 'Adjective')) return false;
  // At the end of the answer only a word the tagger reads as a verb ("their dog barks", not "money worries").
  if (!next) {
    const singular = !/[^s]s$/.test(ws[i - 1]?.lower ?? '');
    const read = (is(w, 'PresentTense') && !is(w, 'Plural')) || (/[^s]s$/.test(w.lower) && singular && i >= 2);
    return read && POSSESSIVE.test(ws[0]?.bare ?? '');
  }
  if (!['Pronoun', 'Determiner', 'Adjective', 'Preposition', 'Adverb', 'Value'].some((t) => is(next, t))) return false;
  const object = ['Pronoun', 'Determiner', 'Adjective'].some((t) => is(next, t));
  // A word in "-s" is a verb only if its base form is a word that can be one: "scares", not "injuries".
  const third = /[^s]s$/.test(w.lower) && isBaseVerb(infinitive(w.bare), true);
  return (is(w, 'PresentTense') && !is(w, 'Plural')) || third || isBaseVerb(w.lower, object);
}

/**
 * An obstacle written as a clause about something other than the people served: "The handwriting
 * defeats them" → "without the handwriting defeating them", "Shop repairs cost a fortune" → "without
 * shop repairs costing a fortune", "The parts are expensive" → "without the parts being expensive",
 * "The cheese will not set" → "without worrying that the cheese will not set".
 */
function clauseObstacle(ws: readonly Word[]): Obstacle | undefined {
  const first = ws[0];
  // "shop repairs cost a fortune": the tagger reads "shop" as a verb, but a plural and a verb follow it.
  const compound = is(ws[1], 'Plural') && finite(ws, 2);
  if (!first || SUBJECT.test(first.bare) || (!startsNounPhrase(first) && !compound)) return undefined;
  let verbAt = ws.findIndex((_, i) => i >= 1 && i <= 6 && finite(ws, i));
  if (verbAt < 1) return undefined;
  // "their boss hates change": a last word read as the verb after a verb in "-s" is its object.
  const [object, verb3rd, subject] = [ws[verbAt + 1], ws[verbAt - 1], ws[verbAt - 2]];
  if (!object && verbAt >= 2 && /[^s]s$/.test(verb3rd?.lower ?? '') && !/[^s]s$/.test(subject?.lower ?? '')) verbAt--;
  // A subject is a noun phrase: no clause of its own inside it.
  if (ws.slice(1, verbAt).some((w) => is(w, 'Conjunction') || is(w, 'Pronoun') || /^(?:that|who|which)$/.test(w.lower)))
    return undefined;
  const verb = ws[verbAt]!;
  // "will not set", "keeps changing": a clause that does not turn into "-ing" is kept whole after "that".
  if (
    MODAL.test(verb.bare) ||
    NEGATIVE.test(ws[verbAt + 1]?.bare ?? '') ||
    /^\p{L}{2,}ing$/u.test(ws[verbAt + 1]?.lower ?? '')
  ) {
    const whole = midSentence(join(ws));
    return { ok: true, without: () => `without worrying that ${whole}`, noun: `worrying that ${whole}` };
  }
  const doing = is(verb, 'Copula') ? 'being' : gerundOf(infinitive(verb.bare));
  const rest = join(ws.slice(verbAt + 1));
  const np = midSentence(`${join(ws.slice(0, verbAt))} ${doing}${rest ? ` ${rest}` : ''}`);
  return { ok: true, without: () => `without ${np}`, noun: np };
}

/** "resting for weeks and the pain comes back anyway": the obstacle is the part before a second clause. */
function firstOfClauses(ws: Word[]): Word[] {
  const and = ws.findIndex(
    (w, i) => i >= 2 && /^(?:and|but)$/i.test(w.lower) && (is(ws[i + 1], 'Determiner') || is(ws[i + 1], 'Pronoun')),
  );
  return and > 0 ? ws.slice(0, and) : ws;
}
