import { beforeAll, describe, expect, it } from 'vitest';
import { GENERATORS } from '../../../features';
import { missionGenerator } from '../../../features/mission/mission.generator';
import { parseInput } from '../../generator';
import { COMPOSERS } from './composers';
import { CORPUS } from './corpus';
import { type CorpusReport, median, runCorpus } from './gate';

/*
 * The offline composers' quality gate: thirty people answering every form in their own style, run
 * through every composer in COMPOSERS. The figures behind it print with `npx tsx bench/composer-quality.ts`.
 */

let report: CorpusReport;

beforeAll(async () => {
  report = await runCorpus(COMPOSERS, CORPUS, GENERATORS);
}, 600_000);

const findings = (kind: string) =>
  report.findings.filter((f) => f.problem === kind).map((f) => `${f.composer} / ${f.persona}: ${f.text}`);

describe('offline composer quality gate', () => {
  it('runs a corpus of at least 30 personas in different trades and answer styles', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CORPUS.map((p) => p.style)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(CORPUS.map((p) => p.id)).size).toBe(CORPUS.length);
  });

  it.each([
    ['limit', 'holds every limit: the output schema and check()'],
    ['doubled word', 'never doubles a word ("lead lead")'],
    ['function-word ending', 'never ends a sentence or clause on a function word'],
    ['cut-off phrase', 'never cuts a phrase off ("without hitting")'],
    ['unbalanced', 'never leaves a bracket or a quote open'],
    ['broken markup', 'keeps markup from the answers whole'],
    ['key noun missing', "keeps the user's key nouns"],
    ['stock line twice', 'uses no stock line twice in one result'],
  ])('%s: %s', (kind) => {
    expect(findings(kind)).toEqual([]);
  });

  it('writes three different mission statements for everyone', () => {
    for (const m of report.missions) expect(new Set(m.statements).size, m.persona).toBe(3);
  });

  it('repeats no sentence shape within a result', () => {
    const repeated = report.figures.reduce((n, f) => n + f.repeatedFrames, 0);
    const frames = report.figures.reduce((n, f) => n + f.frames, 0);
    expect(repeated / frames).toBeLessThanOrEqual(0.01);
  });

  it('passes the grammar checker: at most 1 problem per 200 words over the corpus', () => {
    const words = report.figures.reduce((n, f) => n + f.words, 0);
    const problems = report.grammar.length;
    expect(words).toBeGreaterThan(50_000);
    expect(
      (problems * 200) / words,
      report.grammar
        .slice(0, 20)
        .map((g) => `${g.composer}: ${g.message} «${g.text}»`)
        .join('\n'),
    ).toBeLessThanOrEqual(1);
  });

  it('composes in under 10 ms per generation at the median', () => {
    expect(median(report.figures.flatMap((f) => f.times))).toBeLessThan(10);
  });

  it('writes new statements on Regenerate and the same ones for the same request', () => {
    for (const p of CORPUS.slice(0, 10)) {
      const first = missionGenerator.compose(parseInput(missionGenerator, { ...p.mission }));
      const again = missionGenerator.compose(parseInput(missionGenerator, { ...p.mission }));
      const regenerated = missionGenerator.compose(parseInput(missionGenerator, { ...p.mission, variant: 1 }));
      expect(again).toEqual(first);
      expect(regenerated.statements).not.toEqual(first.statements);
    }
  });
});
