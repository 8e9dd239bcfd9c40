import { type Generator, parseInput, validateOutput } from '../../generator';
import { forget } from '../language';
import { type Problem, prose, sentences, shape, textProblems, wordCount, wordsOf } from './checks';
import { type ComposerRow, composerOf } from './composers';
import { grammarProblems, type GrammarProblem } from './grammar';
import type { Persona } from './persona';

export interface Finding {
  composer: string;
  persona: string;
  problem: string;
  text: string;
}

export interface ComposerFigures {
  composer: string;
  generations: number;
  words: number;
  grammar: number;
  frames: number;
  repeatedFrames: number;
  /** Compose time per generation, ms. */
  times: number[];
}

export interface CorpusReport {
  figures: ComposerFigures[];
  /** Everything the gate asserts against, one entry per problem. */
  findings: Finding[];
  grammar: (GrammarProblem & { composer: string; persona: string })[];
  /** The three statements of each persona's mission, for the "different from each other" check. */
  missions: { persona: string; statements: string[] }[];
}

/** Timed as the first generation to see these answers: the language layer's caches are emptied first. */
const timed = (generator: Generator, input: unknown) => {
  forget();
  const started = performance.now();
  const output = generator.compose(input);
  return { output, ms: performance.now() - started };
};

/** Runs every persona through every composer row and gathers what the gate and the benchmark report. */
export async function runCorpus(
  rows: readonly ComposerRow[],
  corpus: readonly Persona[],
  generators: readonly Generator[],
  { lint = true } = {},
): Promise<CorpusReport> {
  const report: CorpusReport = { figures: [], findings: [], grammar: [], missions: [] };
  const { find, compose } = composerOf(generators);
  for (const row of rows) {
    const generator = find(row.name);
    const fig: ComposerFigures = {
      composer: row.name,
      generations: 0,
      words: 0,
      grammar: 0,
      frames: 0,
      repeatedFrames: 0,
      times: [],
    };
    report.figures.push(fig);
    for (const p of corpus) {
      for (const raw of row.inputs(p, compose)) {
        const found = (problem: string, text: string) =>
          report.findings.push({ composer: row.name, persona: p.id, problem, text });
        const input = parseInput(generator, raw);
        const source = JSON.stringify(raw);
        const { output, ms } = timed(generator, input);
        fig.generations++;
        fig.times.push(ms);
        const verdict = validateOutput(generator, output, input);
        if (!verdict.ok) for (const v of verdict.problems) found('limit', v);
        const texts = prose(output);
        for (const t of texts) for (const x of textProblems(t, source)) found(x.kind, x.text);
        const all = texts.join('\n').toLowerCase();
        const keySource = (row.keySource?.(raw) ?? source).toLowerCase();
        for (const key of Object.values(p.keys)) {
          if (keySource.includes(key) && !all.includes(key)) found('key noun missing', key);
        }
        if (row.name === 'mission')
          report.missions.push({ persona: p.id, statements: (output as { statements: string[] }).statements });
        const answerWords = wordsOf(source);
        for (const group of row.frames(output)) {
          // A stock line (one with none of their words) may close one text of a result, not two.
          const stock = group.flatMap((t) => sentences(t)).filter((s) => !shape(s, answerWords).includes('_'));
          for (const [line, n] of count(stock)) if (n > 1) found('stock line twice', line);
          const shapes = group.map((t) => shape(t, answerWords));
          fig.frames += shapes.length;
          fig.repeatedFrames += shapes.length - new Set(shapes).size;
        }
        const body = texts.join('\n\n');
        fig.words += wordCount(body);
        if (lint) {
          const problems = await grammarProblems(body, source);
          fig.grammar += problems.length;
          for (const g of problems) report.grammar.push({ ...g, composer: row.name, persona: p.id });
        }
      }
    }
  }
  return report;
}

function count(items: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const i of items) m.set(i, (m.get(i) ?? 0) + 1);
  return m;
}

export const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)] ?? NaN) : NaN;
};

export type { Problem };
