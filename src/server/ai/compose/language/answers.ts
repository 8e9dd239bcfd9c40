/*
 * People answer a form the way they talk: "I'd love to reach owners of reactive dogs", "I want them to
 * enjoy relaxed walks", "My clients are mostly first-time beekeepers", "I'm a certified dog trainer".
 * A frame needs only the part that fills its slot (the owners, the walks, the trainer), so the words
 * that only frame the answer are peeled off before the phrase functions read it. Each pattern peels a
 * whole frame or nothing, and only at the start, so a sentence that does not match stays as typed for
 * the phrase functions' own checks (and their fallbacks) to judge.
 */

import { isBaseVerb, gerundOf } from './words';

export type Slot = 'audience' | 'outcome' | 'obstacle' | 'expertise' | 'niche';

/** Contractions written out, so one pattern reads "I'm", "Im", "I am" and "i am" alike. */
const CONTRACTIONS: [RegExp, string][] = [
  [/\b([Ii])(?:['’]m|m)\b(?=\s)/g, '$1 am'],
  [/\b([Ii])['’]ve\b/g, '$1 have'],
  [/\b([Ii])['’]d\b/g, '$1 would'],
  [/\b([Ii])['’]ll\b/g, '$1 will'],
  [/\b([Ww]e|[Tt]hey|[Yy]ou)['’]re\b/g, '$1 are'],
  [/\b([Ww]e|[Tt]hey|[Yy]ou)['’]ve\b/g, '$1 have'],
  [/\b([Ww]e|[Tt]hey|[Yy]ou)['’]ll\b/g, '$1 will'],
  [/\b([Ww]e|[Tt]hey|[Yy]ou)['’]d\b/g, '$1 would'],
];

export function expandContractions(text: string): string {
  return CONTRACTIONS.reduce((t, [re, to]) => t.replace(re, to), text);
}

/** Words that open a spoken answer and carry nothing: "Honestly, …", "I think …", "Mostly …". */
const HEDGE =
  /^(?:honestly|basically|well|ok(?:ay)?|um+|uh+|hmm+|so|and|also|ideally|probably|generally|definitely|really|i think|i guess|i believe|i suppose|i feel like|i would say|i'd say|to be honest|tbh|in short|for me|for sure|right now|currently|at the moment|these days|nowadays)\b[,:;]?\s+/i;

const PEOPLE =
  '(?:clients?|customers?|students?|audience|people|buyers?|readers?|followers?|members?|patients?|learners?|users?|market|client base|tribe|community|crowd|folks)';
const WE = '(?:i|we)';
const MOSTLY = '(?:(?:mostly|mainly|usually|often|typically|generally|really|best|primarily|especially|just|also) )*';

const FRAMES: Record<Slot, RegExp[]> = {
  audience: [
    // "I would love to reach …", "We want to help …", "I'd like to work with …"
    new RegExp(
      `^${WE} (?:would )?${MOSTLY}(?:love|like|want|hope|aim|plan|try|wish|need)(?:s)? to ${MOSTLY}(?:reach|help|serve|work with|support|teach|coach|train|talk to|attract|find|connect with|speak to|focus on|target) `,
      'i',
    ),
    // "I work best with …", "I mostly work for …", "We love working with …"
    new RegExp(`^${WE} ${MOSTLY}(?:work|worked|working) ${MOSTLY}(?:with|for) `, 'i'),
    new RegExp(`^${WE} ${MOSTLY}(?:love|enjoy|like) (?:working with|helping|teaching|coaching|serving) `, 'i'),
    // "I mainly help …", "We serve …", "I coach …"
    new RegExp(
      `^${WE} ${MOSTLY}(?:help|serve|teach|coach|train|support|target|reach|focus on|cater to|work with) `,
      'i',
    ),
    // "My ideal clients are mostly …", "Our audience is …", "My people would be …"
    new RegExp(
      `^(?:my|our) (?:(?:ideal|dream|typical|favourite|favorite|target|main|best|usual|perfect|current) )*${PEOPLE} (?:is|are|would be|will be|tend to be|seem to be|have been) ${MOSTLY}`,
      'i',
    ),
    new RegExp(`^(?:my|our) (?:(?:ideal|dream|typical|target|main|best|perfect) )*${PEOPLE}[:,–—-]\\s*`, 'i'),
    // "They are mostly …", "It's usually …"
    new RegExp(`^(?:they|it|these|those) (?:are|is|were|would be) ${MOSTLY}`, 'i'),
    new RegExp(`^(?:mostly|mainly|usually|often|typically|primarily|especially) `, 'i'),
    /^(?:people|folks) like (?=\S)/i,
  ],
  outcome: [
    // "I want them to …", "I'd love for my clients to …", "We hope people can …"
    new RegExp(
      `^${WE} (?:would )?${MOSTLY}(?:love|like|want|hope|need|wish|expect)(?:s)? (?:for )?(?:them|my ${PEOPLE}|our ${PEOPLE}|${PEOPLE}|everyone|you|him|her|each one) (?:to|can|could|will|would) `,
      'i',
    ),
    // "My goal is for them to …", "The aim is that they …", "Our promise: they …"
    new RegExp(
      `^(?:my|our|the|their) (?:(?:main|big|biggest|ultimate|end|real|one|only|whole) )*(?:goal|aim|hope|dream|mission|wish|outcome|result|promise|point|idea|vision|purpose) (?:is|would be|will be|[:–—-]) ?(?:(?:for|that) (?:them|they|my ${PEOPLE}|${PEOPLE}|you|people) (?:to |can |will |could |would |are able to )?|to (?:help (?:them|people|you) (?:to )?)?)`,
      'i',
    ),
    // "I help them …", "I teach people how to …", "We show you how to …"
    new RegExp(
      `^${WE} ${MOSTLY}(?:help|teach|show|get|coach|train|guide|enable|support) (?:them|you|people|my ${PEOPLE}|${PEOPLE}) (?:(?:how )?to )?`,
      'i',
    ),
    // "They will finally …", "My clients can …", "You'll …"
    new RegExp(
      `^(?:they|you|my ${PEOPLE}|our ${PEOPLE}|${PEOPLE}) (?:(?:will|would|can|could|should|get to|learn to|are able to|will be able to|finally) )+`,
      'i',
    ),
    /^(?:so|so that|such that) (?:they|you|people) (?:can|could|will|would) /i,
    /^how to /i,
  ],
  obstacle: [/^(?:the )?(?:problem|issue|obstacle|struggle|challenge) (?:is|was)(?: that)?[:,]?\s+/i],
  expertise: [],
  // "I teach dog training to owners of reactive dogs", "My niche is meal prep for nurses".
  niche: [
    new RegExp(
      `^${WE} ${MOSTLY}(?:teach|do|offer|provide|coach|specialise in|specialize in|focus on|work in|sell|make|create|run|help with) `,
      'i',
    ),
    /^(?:my|our) (?:niche|business|focus|thing|speciality|specialty|field|area|topic) (?:is|would be|will be)[:,]?\s+/i,
  ],
};

/*
 * Slips a frame would carry into the middle of a sentence, mended where the reading is not in doubt:
 * "people which want" → "people who want", "want understand" → "want to understand", "stop pay" →
 * "stop paying", "afraid from" → "afraid of". A word after the verb is changed only when the lexicon
 * lists it as a verb's base form.
 */
const PEOPLE_WHICH = /\b(people|adults|kids|children|\p{L}+(?:ers|ors|ists|ians|ents|ees|ants|ies))\s+which\b/giu;
// Captured, not looked ahead: an optional group around a lookahead never matches in JavaScript.
const OBJECT = '\\s+(?:the|a|an|their|his|her|my|your|our|this|that|these|those|it|them)\\b';
const WANT_VERB = new RegExp(
  `\\b(want|wants|need|needs|learned|learnt|decided|try|tries|tried|hope|hopes|like|likes)\\s+(\\p{Ll}+)\\b(${OBJECT})?`,
  'gu',
);
const STOP_VERB = new RegExp(
  `\\b(stop|stops|start|starts|keep|keeps|quit|quits|avoid|avoids|finish|finishes)\\s+(\\p{Ll}+)\\b(${OBJECT})?`,
  'gu',
);

export function mend(text: string): string {
  return text
    .replace(PEOPLE_WHICH, '$1 who')
    .replace(WANT_VERB, (m, verb: string, next: string, obj?: string) =>
      next !== 'to' && isBaseVerb(next, obj !== undefined) ? `${verb} to ${next}${obj ?? ''}` : m,
    )
    .replace(STOP_VERB, (m, verb: string, next: string, obj?: string) =>
      isBaseVerb(next, obj !== undefined) ? `${verb} ${gerundOf(next)}${obj ?? ''}` : m,
    )
    .replace(/\b(afraid|scared|frightened|ashamed|tired)\s+from\b/gi, '$1 of');
}

/** The part of an answer that fills `slot`: hedges and the frames people type around it removed. */
/** "…, honestly.", "… I guess": a hedge at the end, which a frame would carry into the middle of a sentence. */
const TRAILING_HEDGE =
  /,?\s+(?:honestly|really|tbh|i guess|i think|i suppose|to be honest|lol|haha|mostly|basically)[.!?…]*$/i;

/** "teaching indoor climbers to climb V5": a verb phrase where the people were asked for; the people are its object. */
const DOING_FOR =
  /^(?:teaching|helping|coaching|training|showing|getting|supporting|guiding)\s+((?:(?!to\b|how\b)\S+\s+){1,8}?)(?:to|how to)\s+\S.*$/i;

export function unframe(raw: string, slot: Slot): string {
  let text = expandContractions(raw.trim()).replace(TRAILING_HEDGE, '');
  if (slot === 'audience') text = text.replace(DOING_FOR, (_, who: string) => who.trim());
  for (let i = 0; i < 3; i++) {
    const before = text;
    text = text.replace(HEDGE, '');
    for (const frame of FRAMES[slot]) {
      const m = frame.exec(text);
      // A frame is peeled only when something is left to read.
      if (m && m[0].length < text.length && /[\p{L}\p{N}]/u.test(text.slice(m[0].length))) {
        text = text.slice(m[0].length);
        break;
      }
    }
    if (text === before) break;
  }
  return mend(text);
}

/** A first-person word left inside a phrase ("I'd love to reach …"): the phrase cannot fill a slot. */
export const FIRST_PERSON = /(?:^|[\s"“(])(?:I|i|I['’]\w+|me|my|myself|we|we['’]\w+|us|our)(?=[\s,.;:!?")”]|$)/;

const PERSONS = {
  you: { I: 'you', am: 'are', was: 'were', my: 'your', me: 'you', myself: 'yourself', mine: 'yours' },
  they: { I: 'they', am: 'are', was: 'were', my: 'their', me: 'them', myself: 'themselves', mine: 'theirs' },
} as const;

/**
 * An answer written as "I", quoted back to its author ("you were") or about them ("they were"), with
 * the verb agreeing: never "you was".
 */
export function fromFirstPerson(text: string, to: keyof typeof PERSONS): string {
  const p = PERSONS[to];
  const cap = (s: string, like: string) =>
    /^\p{Lu}/u.test(like) && like !== 'I' ? s.charAt(0).toUpperCase() + s.slice(1) : s;
  return text
    .replace(/\b[Ii] (was|am)\b/g, (_, v: 'was' | 'am') => `${p.I} ${p[v]}`)
    .replace(/\b[Ii](?:['’]m|m)\b(?=\s)/g, `${p.I} ${p.am}`)
    .replace(/\b[Ii](['’])(ve|d|ll)\b/g, `${p.I}$1$2`)
    .replace(/\bI\b|(?<=^|\s)i(?=\s)/g, p.I)
    .replace(/\b(myself|my|me|mine)\b/gi, (m: string) => cap(p[m.toLowerCase() as 'my'], m));
}

/** "strengthen your knees" said to the reader, as a frame about them says it: "strengthen their knees". */
export const aboutThem = (text: string) =>
  text
    .replace(/\byour\b/g, 'their')
    .replace(/\byourself\b/g, 'themselves')
    .replace(/\byourselves\b/g, 'themselves');

/** Drops the leading words that only frame an answer ("to", "helping", "you are a"), unless nothing is left. */
export function strip(text: string, lead: RegExp): string {
  const m = lead.exec(text);
  return m && m.index === 0 && m[0].length < text.length ? text.slice(m[0].length) : text;
}
