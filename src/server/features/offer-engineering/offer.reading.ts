import type { TOfferInput, TOfferTimeline } from '../../../shared/offer-engineering';
import { OUTCOME_VERBS } from '../../ai/compose/bank/words';
import { audience, prime, sentenceCase } from '../../ai/compose/language';
import { gerund, lowerFirst, phrase, squash, stripTags, upperFirst } from '../../ai/compose/text';

/*
 * How the offer composer reads the wizard's answers. People write the outcome as a goal ("Know their
 * profit every month"), a thing ("A calm dog that can be left alone") or a fragment ("pass OET"), and
 * the audience as one person or many. Each answer is read once into the forms the copy needs, so no
 * sentence has to guess what shape the answer came in.
 */

/** Verbs a goal often starts with that the shared bank leaves out. */
const MORE_VERBS = new Set(
  'know pass see do be look wake fit walk work read sing play ride swim drive afford beat clear hear return recruit trust stick add fill bring'.split(
    ' ',
  ),
);
const isVerb = (w: string) => OUTCOME_VERBS.has(w) || MORE_VERBS.has(w);

/** Nouns whose plural needs no "s": an audience of "staff" stays "staff". */
const NO_PLURAL = new Set(
  'people staff children men women folks teams team family families everyone anyone parents kids youth clergy police'.split(
    ' ',
  ),
);

/**
 * An answer as one phrase of at most `maxWords` words. Unlike `phrase`, a comma inside a short answer is
 * kept ("a calm, well-behaved dog"); a long one is cut where its first clause ends, never inside it.
 */
export function answerPhrase(raw: string, maxWords: number): string {
  const first = phrase(stripTags(raw), 60);
  const words = first.split(' ');
  if (words.length <= maxWords) return first;
  const clause = first.split(/;|,\s(?:and|but|so|because|which)\s|\s(?:because|so that|which|while)\s/)[0] ?? first;
  if (clause.split(' ').length <= maxWords && clause.split(' ').length >= 3) return clause.replace(/[,\s]+$/, '');
  // Short enough now that `phrase` keeps it whole and only tidies the end ("... for the" loses "for the").
  return phrase(words.slice(0, maxWords).join(' '), maxWords);
}

/** "nurse from philippines" -> "nurses from philippines": the audience is always a group the copy speaks about. */
export function pluralAudience(raw: string): string {
  const text = lowerFirst(answerPhrase(raw, 12));
  const m = /^(.*?)(\s(?:who|that|from|with|in|at|on|for|of|aged|over|under|between)\s.*)?$/i.exec(text);
  const head = m?.[1] ?? text;
  const rest = m?.[2] ?? '';
  const words = head.split(' ');
  const last = words[words.length - 1] ?? '';
  if (!/^\p{Ll}[\p{Ll}-]{2,}$/u.test(last) || /s$/.test(last) || NO_PLURAL.has(last)) return text;
  const plural = /(sh|ch|x|z)$/.test(last)
    ? `${last}es`
    : /[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : `${last}s`;
  return (
    [...words.slice(0, -1), plural].join(' ') +
    rest.replace(/^(\s(?:who|that)\s)(\w+)/, (_, lead: string, verb: string) => lead + pluralVerb(verb))
  );
}

/** "nurse who works nights" becomes "nurses who work nights": the verb follows its now plural subject. */
function pluralVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do', goes: 'go' };
  if (irregular[verb]) return irregular[verb];
  if (/[^s]ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(sh|ch|x|ss)es$/.test(verb)) return verb.slice(0, -2);
  return /[^su]s$/.test(verb) ? verb.slice(0, -1) : verb;
}

export interface Outcome {
  /** After "help them": "know their profit every month", "get a calm, well-behaved dog". */
  verb: string;
  /** After "toward" or "to": "knowing their profit every month", "a calm, well-behaved dog". */
  noun: string;
}

/** The desired outcome as a goal to reach and as the thing reached. */
export function readOutcome(raw: string): Outcome {
  const p = lowerFirst(answerPhrase(raw, 14)).replace(/^(to|i want to|we want to|they want to)\s+/i, '');
  // An answer of one small word ("A", "to") says nothing a sentence could carry.
  if (/^(a|an|the|to|my|our|their|your|it)$/i.test(p))
    return { verb: 'get the result they want', noun: 'the result they want' };
  const first = (p.split(' ')[0] ?? '').toLowerCase();
  if (isVerb(first)) {
    const noun = p
      .split(/\s+and\s+/)
      .map((part) => {
        const [w = '', ...rest] = part.split(' ');
        return isVerb(w.toLowerCase()) ? [gerund(w), ...rest].join(' ') : part;
      })
      .join(' and ');
    return { verb: p, noun };
  }
  if (/^\p{L}+ing\b/u.test(first)) return { verb: `start ${p}`, noun: p };
  return { verb: `get ${p}`, noun: p };
}

/** Third person about the audience ("their dog") turned to the reader ("your dog"), for copy that speaks to them. */
export function toYou(s: string): string {
  return s
    .replace(/\bthemselves\b/gi, 'yourself')
    .replace(/\btheirs\b/gi, 'yours')
    .replace(/\btheir\b/g, 'your')
    .replace(/\bTheir\b/g, 'Your')
    .replace(
      /\bthey(?=\s+(?:are|were|have|do|don't|can|can't|make|need|want|get|feel|know|struggle|lose|keep)\b)/g,
      'you',
    )
    .replace(/\bThey(?=\s)/g, 'You')
    .replace(/\bthey're\b/gi, "you're");
}

/** An answer as a sentence of its own, for the places that quote it rather than build on it. */
export function asSentence(raw: string, maxWords: number): string {
  const t = upperFirst(squash(answerPhrase(raw, maxWords)));
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

export interface Timeline {
  /** The programme's kind, named after its length. */
  programme: string;
  /** How long the promise runs, after "in" or "for": "4 weeks". */
  span: string;
  /** Added after a goal: "in 4 weeks". */
  within: string;
  firstWin: string;
}

export const TIMELINES: Record<TOfferTimeline, Timeline> = {
  immediate: { programme: '7-Day Sprint', span: '7 days', within: 'in 7 days', firstWin: 'the first 48 hours' },
  short: { programme: '4-Week Accelerator', span: '4 weeks', within: 'in 4 weeks', firstWin: 'the first week' },
  medium: { programme: '90-Day Programme', span: '90 days', within: 'in 90 days', firstWin: 'the first 14 days' },
  long: { programme: '6-Month Mentorship', span: '6 months', within: 'in 6 months', firstWin: 'the first 30 days' },
  ongoing: {
    programme: 'Membership',
    span: '3 months',
    within: 'with support that keeps going',
    firstWin: 'the first month',
  },
};

/** Everything the composer writes from, read once. */
export function readAnswers(input: TOfferInput) {
  prime({ audience: [input.targetAudience] });
  return {
    business: answerPhrase(input.businessName, 8),
    // The language layer's reading: a plural noun phrase, markup kept whole, cut only at a clause boundary.
    audience: audience(input.targetAudience, 11),
    // Title Case answers ("Love Their Natural Curls") read as headlines inside a sentence: sentence case first.
    outcome: readOutcome(sentenceCase(input.desiredOutcome)),
    problem: asSentence(sentenceCase(input.mainProblem), 18),
    tried: input.currentSolution ? lowerFirst(answerPhrase(sentenceCase(input.currentSolution), 12)) : undefined,
    gap: input.solutionGaps ? asSentence(sentenceCase(input.solutionGaps), 18) : undefined,
    time: TIMELINES[input.timeline ?? 'medium'],
  };
}
export type Answers = ReturnType<typeof readAnswers>;
