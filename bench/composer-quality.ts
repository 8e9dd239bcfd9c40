/**
 * Offline composer quality over the persona corpus: grammar-checker problems per 200 words (Harper),
 * repeated sentence shapes (the distinct-frame ratio), the gate's other findings, and compose time
 * per generation.
 * Usage: npx tsx bench/composer-quality.ts [--verbose] [--runs 5] [--no-grammar]
 */
import { cpus } from 'node:os';
import { COMPOSERS } from '../src/server/ai/compose/quality/composers';
import { CORPUS } from '../src/server/ai/compose/quality/corpus';
import { median, runCorpus } from '../src/server/ai/compose/quality/gate';
import { GENERATORS } from '../src/server/features';

const verbose = process.argv.includes('--verbose');
const runsAt = process.argv.indexOf('--runs');
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) || 5 : 5;

const cpu = cpus();
console.log(`Machine: ${cpu.length} cores, ${cpu[0]?.model ?? 'unknown CPU'}, Node ${process.version}`);
console.log(`Corpus: ${CORPUS.length} personas, ${COMPOSERS.length} composers\n`);

const report = await runCorpus(COMPOSERS, CORPUS, GENERATORS, { lint: !process.argv.includes('--no-grammar') });
// Timing runs without the grammar checker, after the first run has warmed every path.
const times = new Map<string, number[]>();
for (let r = 0; r < RUNS; r++) {
  for (const f of (await runCorpus(COMPOSERS, CORPUS, GENERATORS, { lint: false })).figures) {
    times.set(f.composer, [...(times.get(f.composer) ?? []), ...f.times]);
  }
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(
  `${'composer'.padEnd(24)}${pad('gens', 6)}${pad('words', 8)}${pad('grammar', 9)}${pad('/200w', 7)}${pad('frames', 8)}${pad('distinct', 10)}${pad('findings', 10)}${pad('ms med', 9)}${pad('ms max', 9)}`,
);
let words = 0;
let grammar = 0;
let frames = 0;
let repeated = 0;
const all: number[] = [];
for (const f of report.figures) {
  const t = times.get(f.composer) ?? [];
  all.push(...t);
  words += f.words;
  grammar += f.grammar;
  frames += f.frames;
  repeated += f.repeatedFrames;
  const findings = report.findings.filter((x) => x.composer === f.composer).length;
  console.log(
    `${f.composer.padEnd(24)}${pad(f.generations, 6)}${pad(f.words, 8)}${pad(f.grammar, 9)}${pad(((f.grammar * 200) / Math.max(1, f.words)).toFixed(2), 7)}${pad(f.frames, 8)}${pad((1 - f.repeatedFrames / Math.max(1, f.frames)).toFixed(3), 10)}${pad(findings, 10)}${pad(median(t).toFixed(3), 9)}${pad(Math.max(...t).toFixed(2), 9)}`,
  );
}
console.log(
  `\nOverall: ${((grammar * 200) / words).toFixed(2)} grammar problems per 200 words (${grammar} in ${words} words); distinct-frame ratio ${(1 - repeated / frames).toFixed(3)} (${repeated} repeated of ${frames}); ${report.findings.length} gate findings; compose median ${median(all).toFixed(3)} ms per generation.`,
);
const byKind = new Map<string, number>();
for (const f of report.findings) byKind.set(f.problem, (byKind.get(f.problem) ?? 0) + 1);
console.log(`Findings by kind: ${[...byKind].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
const distinctMissions = report.missions.filter((m) => new Set(m.statements).size === m.statements.length).length;
console.log(`Missions with three different statements: ${distinctMissions} of ${report.missions.length}`);

if (verbose) {
  console.log('\nGate findings:');
  for (const f of report.findings) console.log(`  [${f.composer} / ${f.persona}] ${f.problem}: ${f.text}`);
  console.log('\nGrammar problems:');
  for (const g of report.grammar) console.log(`  [${g.composer} / ${g.persona}] ${g.kind}: ${g.message} «${g.text}»`);
}
