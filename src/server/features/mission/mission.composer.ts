import { MISSION_STATEMENT_MAX, type TMissionGeneration, type TMissionOutput } from '../../../shared/mission';
import { audience, expertise, helpJoin, obstacle, outcome, prime, readable } from '../../ai/compose/language';
import { seeded } from '../../ai/compose/rng';

type Answers = readonly string[];

/** Three endings, one per statement, so the three never share a sentence shape. */
const TAILS = ['plain', 'expertise', 'so'] as const;

/**
 * An "answer" that is one run of hundreds of letters has no head phrase to shorten to; so that the
 * statement still fits, such a run is cut short with an ellipsis. Real words are never this long.
 */
const clipRuns = (text: string) => text.replace(/\S{41,}/g, (run) => `${run.slice(0, 40)}…`);

/** The first answer that reads as expertise, starting from answer `i` (the first, unless regenerating). */
function bestExpertise(answers: Answers, i: number): string | undefined {
  for (let k = 0; k < answers.length; k++) {
    const e = expertise(answers[(i + k) % answers.length] ?? '');
    if (e) return e.text;
  }
  return undefined;
}

/**
 * Three statements in the "I help X achieve Y without Z" form, each leading with a different audience,
 * outcome and obstacle from the wizard and ending differently, so the person can pick the one that sounds
 * like them. Regenerating (`variant`) pairs the answers and endings differently.
 */
export function composeMission(input: TMissionGeneration): TMissionOutput {
  prime({ audience: input.audience, outcome: input.outcome, obstacle: input.obstacles, expertise: input.expertise });
  const v = input.variant ?? 0;
  const rng = seeded({ ...input, variant: undefined });
  const offset = rng.int(3);
  const tails = rng.fork(v).sample(TAILS, 3);
  const shift = { outcome: v % 3, obstacles: Math.floor(v / 3) % 3 };
  /*
   * The answer at `i`, or the next one that can fill its slot: an answer still framed as a sentence
   * about the person after its framing words are peeled ("I adore the idea that I could …") would break
   * the statement. When none can, a plain word keeps the sentence whole.
   */
  const at = (answers: Answers, i: number, slot: 'audience' | 'outcome', plain: string) => {
    for (let k = 0; k < answers.length; k++) {
      const a = answers[(i + offset + k) % answers.length] ?? '';
      if (readable(a, slot)) return a;
    }
    return plain;
  };
  const who = (i: number) => at(input.audience, i, 'audience', 'people');
  const goal = (i: number) => at(input.outcome, i, 'outcome', 'move forward');
  const obstacles = input.obstacles.map((o) => obstacle(o));
  const usable = (i: number) => {
    for (let k = 0; k < 3; k++) {
      const o = obstacles[(i + offset + k) % 3];
      if (o?.ok) return o;
    }
    return obstacles[(i + offset) % 3]!;
  };
  const statements = [0, 1, 2].map((i) => {
    const outcomeAt = i + shift.outcome;
    const what = outcome(goal(outcomeAt));
    const without = usable(i + shift.obstacles).without(i + offset + v);
    // "have guests over without chaos without …" says "without" twice: the second joins with "and".
    const z = /\bwithout\b/i.test(what) ? `and ${without}` : without;
    const attempts = [11, 8, 5].map((words) => {
      const people = audience(who(i), words);
      return `I help ${helpJoin(people, words < 11 ? outcome(goal(outcomeAt), words) : what)} ${z}`;
    });
    const core = attempts.find((c) => c.length + 1 <= MISSION_STATEMENT_MAX) ?? clipRuns(attempts.at(-1)!);
    const tail = tails[i];
    // A second outcome cut short ("so they can know how much money") is left out rather than shown cut.
    const next = goal(outcomeAt + 1);
    const so = outcome(next, 8) === outcome(next, 30) ? outcome(next, 8) : what;
    const extra =
      tail === 'expertise'
        ? bestExpertise(input.expertise, v)
        : tail === 'so' && so.toLowerCase() !== what.toLowerCase()
          ? `so they can ${so}`
          : undefined;
    const full = extra ? `${core}, ${extra}.` : `${core}.`;
    return full.length <= MISSION_STATEMENT_MAX ? full : `${core}.`;
  }) as [string, string, string];
  return { statements };
}
