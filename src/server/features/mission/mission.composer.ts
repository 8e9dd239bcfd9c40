import { MISSION_STATEMENT_MAX, type TMissionGeneration, type TMissionOutput } from '../../../shared/mission';
import { OUTCOME_VERBS } from '../../ai/compose/bank/words';
import { seeded } from '../../ai/compose/rng';
import { asVerbPhrase, clip, fromFirstPerson, lowerFirst, phrase } from '../../ai/compose/text';

const SUBJECTS = /^(they|i|we|people|most|their|my|our|it|there|you|nobody|no one)\b/i;
const NEGATIONS = /\b(can['’]?t|cannot|don['’]?t|doesn['’]?t|isn['’]?t|aren['’]?t|won['’]?t|never)\b/i;

const part = (s: string, words: number, chars: number) => clip(lowerFirst(phrase(s, words)), chars);

const NOUN_PATTERNS = [
  (z: string) => `without ${z} getting in the way`,
  (z: string) => `without ${z} holding them back`,
  (z: string) => `without letting ${z} slow them down`,
];

/** Obstacles are what the audience lives with; "without" needs the version they escape. */
function obstacle(answer: string, pattern: number): string {
  // First person in an obstacle ("I don't know where to start") is about the audience: "they don't …".
  const p = fromFirstPerson(part(answer, 10, 70), 'they');
  let m: RegExpExecArray | null;
  if ((m = /^(?:a\s+)?(?:lack of|not enough|no|little)\s+(.+)/i.exec(p))) return `without needing more ${m[1]} first`;
  if ((m = /^too (?:much|many)\s+(.+)/i.exec(p))) return `without drowning in ${m[1]}`;
  if ((m = /^(?:the\s+)?fear of\s+(.+)/i.exec(p))) return `without the fear of ${m[1]} holding them back`;
  if (SUBJECTS.test(p) || NEGATIONS.test(p)) return `without getting stuck because ${p}`;
  const first = (p.split(' ')[0] ?? '').toLowerCase();
  if (OUTCOME_VERBS.has(first)) return `without struggling to ${p}`;
  if (/^\p{L}+ing$/u.test(first)) return `without struggling with ${p}`;
  return (NOUN_PATTERNS[pattern % NOUN_PATTERNS.length] ?? NOUN_PATTERNS[0]!)(p);
}

const ROLE = /(er|or|ist|ian|ant|ent|coach|expert|nurse|chef|mom|mum|dad|ceo|cpa|md)s?$/i;

/** What they bring: "as a certified coach", "drawing on my love of cooking", "drawing on my 10 years in HR". */
function expertise(answer: string): string {
  const p = part(answer, 9, 60).replace(/^(?:i am|i['’]m|i have|i['’]ve|i)\s+/i, '');
  if (!/\p{L}{2}/u.test(p)) return '';
  let m: RegExpExecArray | null;
  if (/^an?\s/i.test(p)) return `, as ${p}`;
  if ((m = /^(?:love|enjoy|adore)s?\s+(.+)/i.exec(p))) return `, drawing on my love of ${m[1]}`;
  if ((m = /^passionate about\s+(.+)/i.exec(p))) return `, drawing on my passion for ${m[1]}`;
  if (p.includes(' ') && ROLE.test(p) && !/^\d|\bas\b/i.test(p)) return `, as ${/^[aeiou]/i.test(p) ? 'an' : 'a'} ${p}`;
  return `, drawing on my ${p}`;
}

/**
 * Three statements in the "I help X achieve Y without Z" form, each leading with a different
 * audience, outcome and obstacle from the wizard, so the person can pick the one that sounds like them.
 */
export function composeMission(input: TMissionGeneration): TMissionOutput {
  const rng = seeded(input);
  const offset = rng.int(3);
  // A regeneration pairs the sections' answers differently, so new statements come from the same answers.
  const v = input.variant ?? 0;
  const shift = { outcome: v % 3, obstacles: Math.floor(v / 3) % 3 };
  const pick = (answers: readonly string[], i: number) => answers[(i + offset) % answers.length] ?? answers[0] ?? '';
  const statements = [0, 1, 2].map((i) => {
    const who = part(pick(input.audience, i), 10, 60).replace(/^(?:for|to)\s+/i, '');
    const what = asVerbPhrase(part(pick(input.outcome, i + shift.outcome), 12, 70));
    const core = `I help ${who} ${what} ${obstacle(pick(input.obstacles, i + shift.obstacles), i + offset)}`;
    const extras = [
      '',
      expertise(pick(input.expertise, i)),
      `, so they can ${asVerbPhrase(part(pick(input.outcome, i + 1), 12, 70)).replace(/^achieve /, 'enjoy ')}`,
    ];
    const full = `${core}${extras[i] ?? ''}.`;
    return full.length <= MISSION_STATEMENT_MAX ? full : `${core}.`;
  }) as [string, string, string];
  return { statements };
}
