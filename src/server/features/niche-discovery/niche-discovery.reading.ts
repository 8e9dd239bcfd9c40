import type { TNicheInput } from '../../../shared/niche-discovery';
import {
  asGerund,
  audience,
  expandContractions,
  fromFirstPerson,
  headPhrase,
  midSentence,
  opensWithVerbPhrase,
  outcome,
  pluralWord,
} from '../../ai/compose/language';
import { upperFirst } from '../../ai/compose/text';

/*
 * A niche is what a person would say when asked what they do: a field and the people it serves
 * ("race-day nutrition plans for club runners"). The survey has no question for either, so both are
 * read from the answers that hold them, and a candidate that is not one is passed over: a sentence cut
 * short ("I could turn my weekend"), a bare product ("Video course"), a question they get asked.
 */

/** Products and formats: what a niche is sold as, not what it is about. */
const PRODUCT =
  /^(?:(?:an?|the|my|our|online|video|digital|mini|short|free|paid|group|email|pdf|printable|private|live|weekly|monthly|1:1|one-to-one|self-paced|in-person)\s+)*(?:courses?|guides?|e-?books?|books?|checklists?|templates?|workshops?|programs?|programmes?|coaching|memberships?|community|webinars?|masterclass(?:es)?|class(?:es)?|bundles?|packs?|kits?|toolkits?|planners?|workbooks?|cheat ?sheets?|newsletters?|podcasts?|apps?|subscriptions?|sessions?|consultations?|consulting|services?|challenges?|videos?|tutorials?|lessons?|products?|downloads?|printables?|aftercare guides?|retreats?)$/i;

/** Words that show a phrase is still a sentence about the person, not a field. */
const SENTENCE_LEAD =
  /^(?:i|we|my|our|me|us|you|they|he|she|it|could|can|would|might|maybe|probably|perhaps|just|also|to)\b/i;

/** "I could teach", "I can run": the frame around what could scale, peeled off before it is read. */
const COULD =
  /^(?:i|we)\s+(?:could|can|would|might|will|want to|plan to|hope to|am able to)\s+(?:probably\s+|easily\s+|also\s+)?(?:teach|run|create|make|sell|build|offer|package|record|write|turn|share|do|host|launch|start|put together)\s+(?:an?\s+|my\s+|our\s+|some\s+)?/i;

/** A phrase that names a field: not a sentence, not only a product, not a question, a few words long. */
export function isField(text: string): boolean {
  const t = text.trim();
  return (
    /\p{L}{3}/u.test(t) &&
    !SENTENCE_LEAD.test(t) &&
    !PRODUCT.test(t) &&
    !/^(?:what|how|which|why|where|when|if)\b/i.test(t) &&
    t.split(/\s+/).length <= 6
  );
}

/** Head nouns that name people, so "22 club runners" is an audience and "500 weddings" is not. */
const PEOPLE_HEAD =
  /(?:ers|ors|ists|ians|ants|ents|ees|people|clients|owners|parents|students|mums|moms|dads|families|couples|teams|women|men|children|kids|beginners|nurses|coaches|learners|founders|creators|sellers|buyers|makers|chefs|athletes|artists|musicians|writers|managers|leaders|teachers|patients|businesses|brides|grooms|newlyweds|retirees|freelancers|entrepreneurs|smallholders|homeowners|landlords|couples|adults|teens|seniors)$/i;

/** Who nobody would name as a niche's people: the asker's circle, or everyone. */
const NOT_AN_AUDIENCE =
  /^(?:friends?|family|colleagues?|people|everyone|everybody|anyone|others|neighbours?|neighbors?)\b/i;

const plural = (phrase: string) => {
  const words = phrase.split(' ');
  return [...words.slice(0, -1), pluralWord(words.at(-1) ?? '')].join(' ');
};

/** "I went from a burned-out nurse living on snacks to …" names the people they can best help: their past selves. */
export function pastSelves(story: string): string | undefined {
  const m = /\bfrom (?:being )?(?:an? )?([^,.;!?]+?) to\b/i.exec(story);
  const who = m?.[1]?.split(/\s(?:who|that|with|and|in|at|on)\s|\s(?=\p{L}+ing\b)/u)[0];
  const selves = who ? headPhrase(who, 5) : undefined;
  // "from washing dishes to …" is a job, not a group of people.
  if (!selves || !/\p{L}{3}/u.test(selves) || /^\p{L}+ing\b/u.test(selves)) return undefined;
  return plural(selves);
}

/** "coached 22 club runners to a PB", "a challenge with 40 nurses": the people their proof is about. */
function provenFor(proof: string): string | undefined {
  const m =
    /\b(?:helped|taught|coached|trained|mentored|worked with|served|supported|guided|with)\s+(?:over\s+|more than\s+|almost\s+|about\s+)?(?:[\d,.]+\+?|dozens of|hundreds of|many)\s+([^,;.&/]+)/i.exec(
      proof,
    );
  const phrase = m?.[1]
    ?.split(/\s(?:to|into|through|for|who|that|and|while|by|from|since|over|during|last|this)\s/)[0]
    ?.trim();
  if (!phrase) return undefined;
  // "families with rescue dogs" names families: the head is before the phrase's first preposition.
  const head = phrase.split(/\s(?:with|in|on|at|of)\s/)[0] ?? phrase;
  // "beekeepers in our club" is about the speaker's circle, not the people: the niche keeps "beekeepers".
  const people = phrase.replace(
    /\s(?:in|at|from|of|on)\s+(?:our|my|the)\s+(?:club|group|class|gym|school|team|town|village|area|network|community)\b.*$/i,
    '',
  );
  return PEOPLE_HEAD.test(head) ? midSentence(headPhrase(people.replace(/^(?:other|fellow)\s+/i, ''), 6)) : undefined;
}

/** "a guide for self-taught guitarists", "teaching a circle of beginners": people named in passing. */
function namedIn(answers: readonly string[]): string | undefined {
  const near =
    /\b(?:for|with|of|teaching|helping|coaching|training)\s+(?:an?\s+|the\s+|other\s+)?((?:[\p{L}-]+\s+){0,9}[\p{L}-]+)/giu;
  for (const answer of answers) {
    for (const m of answer.matchAll(near)) {
      const words = (m[1] ?? '').split(/\s+/);
      // The people are the first people noun within three words, with a "who" clause when one follows.
      const head = words.slice(0, 3).findIndex((w) => PEOPLE_HEAD.test(w));
      if (head < 0) continue;
      const phrase = words.slice(0, head + 1).join(' ');
      if (NOT_AN_AUDIENCE.test(phrase) || /^(?:my|your|our)\b/i.test(phrase)) continue;
      const named = words[head + 1] === 'who' ? headPhrase(words.join(' '), 8) : phrase;
      return midSentence(named.replace(/^(?:other|fellow)\s+/i, ''));
    }
  }
  return undefined;
}

/** The people the niche serves, from the answers that name them, most telling first; else the brand's. */
export function nichePeople(input: TNicheInput, askers: string, brandAudience?: string): string | undefined {
  const selves = pastSelves(input.personalStory);
  if (selves) return midSentence(selves);
  const proven = provenFor(input.proofPoints) ?? namedIn([input.scalableSkill, input.fulfillmentActivities]);
  if (proven) return proven;
  const asking = midSentence(askers).replace(/^(?:other|fellow)\s+/i, '');
  if (!NOT_AN_AUDIENCE.test(asking) && !/\b(?:your|my|you)\b/i.test(asking) && PEOPLE_HEAD.test(asking)) return asking;
  return brandAudience ? audience(brandAudience, 6) : undefined;
}

/** "I am good at recall", "I know a lot about pricing": the frame around a skill, peeled off. */
const SKILL_FRAME =
  /^(?:i|we)\s+(?:am|are|['’]m)?\s*(?:really\s+|very\s+|pretty\s+)?(?:good|great|skilled|experienced|strong|an expert)\s+(?:at|in|with)\s+|^(?:i|we)\s+(?:know a lot about|know how to|know(?: make| do)?|can|do|teach|love)\s+/i;

/** A skills answer without the frame around it: "I'm good at recall, pricing" → "recall, pricing". */
export const skillsOf = (answer: string) => expandContractions(answer.trim()).replace(SKILL_FRAME, '');

/** Content words, crudely stemmed, so "dogs" meets "dog" and "plans" meets "plan". */
const stems = (s: string) =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter((w) => w.length > 3)
      .map((w) => w.replace(/(?:ing|es|s)$/, '')),
  );

/**
 * What the niche is about: of the in-demand skill, their skills and what could scale, the one the
 * other answers keep coming back to (earlier candidates win a tie).
 */
export function nicheField(core: string | undefined, input: TNicheInput, skills: readonly string[]): string {
  // "A guide to parish records" is about parish records.
  const scalable = headPhrase(
    fromFirstPerson(input.scalableSkill.replace(COULD, ''), 'they')
      .replace(/^(?:their|the)\s+/i, '')
      .replace(
        /^(?:an?\s+|the\s+)?(?:\p{L}+\s+)?(?:guide|course|book|introduction|workshop|class)\s+(?:to|on|in|about)\s+/iu,
        '',
      ),
    5,
  );
  const answers = Object.entries(input).filter((e): e is [string, string] => typeof e[1] === 'string');
  const elsewhere = (field: string) =>
    stems(
      answers
        .filter(([k]) => k !== field)
        .map(([, v]) => v)
        .join(' '),
    );
  const listed = skills.map((s) => headPhrase(skillsOf(s), 5));
  const candidates: [string | undefined, string][] = [
    [core, 'demandSkills'],
    ...listed.map((s): [string, string] => [s, 'skillsList']),
    [scalable, 'scalableSkill'],
  ];
  let best: string | undefined;
  let bestScore = -1;
  for (const [raw, from] of candidates) {
    // "honey harvesting every summer": when they are asked is not part of what they do.
    const c = raw?.replace(
      /\s+(?:every|each|this|last|next|all)\s+(?:day|week|month|year|summer|winter|spring|autumn|fall|season|time)$|\s+(?:a lot|all the time|constantly|again)$/i,
      '',
    );
    if (!c || !isField(c)) continue;
    // "review their portfolios" is a task; as a field it is "reviewing portfolios".
    const [first = '', second = ''] = c.toLowerCase().split(' ');
    // "review their portfolios" is a task; "lead climbing" is a field, though "lead" can be a verb.
    const task = !first.includes('-') && /^(?:their|your|my|our|the|a|an)$/.test(second) && opensWithVerbPhrase(c);
    const field = task ? asGerund(outcome(c, 6)).replace(/\b(?:their|your|my|our)\s+/i, '') : c;
    const others = elsewhere(from);
    const score = [...stems(c)].filter((w) => others.has(w)).length;
    if (score > bestScore) [best, bestScore] = [field, score];
  }
  return midSentence(best ?? listed[0] ?? scalable);
}

/**
 * "Race-day nutrition plans for club runners". When no answer names the people, the field alone, and
 * without a product word ("guitar lessons" → "guitar"): a format with no one to sell it to is no niche.
 */
export function nicheName(field: string, people: string | undefined): string {
  const already = people && field.toLowerCase().includes(people.toLowerCase());
  if (people && !already) return upperFirst(`${field} for ${people}`);
  const words = field.split(' ');
  const bare = words.length > 1 && PRODUCT.test(words.at(-1) ?? '') ? words.slice(0, -1).join(' ') : field;
  return upperFirst(bare.replace(/^(?:an?|the)\s+/i, ''));
}
