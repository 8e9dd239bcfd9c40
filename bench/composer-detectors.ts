/**
 * The offline composers' main path (mission, bios for every platform, niche, a whole 30-day plan) under
 * the detectors the quality gate lacks, over the gate's corpus, the sentence-answer corpus (CORPUS_D) and
 * personas generated in mixed answer styles: each detector's count, hooks repeated per plan, grammar
 * problems per 200 words and compose time per generation.
 * Usage: npx tsx bench/composer-detectors.ts [--n 200] [--seed 20261127] [--examples] [--no-grammar]
 */
import fc from 'fast-check';
import { CORPUS } from '../src/server/ai/compose/quality/corpus';
import { CORPUS_D } from '../src/server/ai/compose/quality/corpus-d';
import { DETECTOR_KINDS, type DetectReport, grammarRate, runDetectors } from '../src/server/ai/compose/quality/detect';
import { median } from '../src/server/ai/compose/quality/gate';
import type { Persona } from '../src/server/ai/compose/quality/persona';
import { personaArb } from '../src/server/ai/compose/quality/styles';
import { GENERATORS } from '../src/server/features';

const arg = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) || fallback : fallback;
};
const N = arg('--n', 200);
const SEED = arg('--seed', 20261127);
const examples = process.argv.includes('--examples');
const grammar = !process.argv.includes('--no-grammar');

const generated: Persona[] = fc.sample(personaArb, { numRuns: N, seed: SEED });
const sets: [string, readonly Persona[]][] = [
  ['CORPUS', CORPUS],
  ['CORPUS_D', CORPUS_D],
  [`generated (${N}, seed ${SEED})`, generated],
];

const reports: [string, DetectReport][] = [];
for (const [label, personas] of sets) {
  const started = performance.now();
  reports.push([label, await runDetectors(personas, GENERATORS, { grammar })]);
  console.error(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const W = 26;
console.log(`${'detector'.padEnd(W)}${reports.map(([l]) => pad(l.split(' ')[0]!, 12)).join('')}`);
for (const kind of DETECTOR_KINDS) {
  console.log(`${kind.padEnd(W)}${reports.map(([, r]) => pad(r.byKind.get(kind)?.count ?? 0, 12)).join('')}`);
}
const row = (label: string, f: (r: DetectReport) => string) =>
  console.log(`${label.padEnd(W)}${reports.map(([, r]) => pad(f(r), 12)).join('')}`);
row('personas', (r) => String(r.personas));
row('personas with a finding', (r) => String(new Set(r.findings.map((f) => f.persona)).size));
row('repeated hooks/plan mean', (r) => (r.repeatsPerPlan.reduce((a, b) => a + b, 0) / r.personas).toFixed(1));
row('repeated hooks/plan max', (r) => String(Math.max(...r.repeatsPerPlan)));
row('words', (r) => String(r.words));
row('grammar /200 words', (r) => grammarRate(r)?.toFixed(2) ?? '-');
row('compose ms median', (r) => median(r.times).toFixed(2));

if (examples) {
  for (const [label, r] of reports) {
    console.log(`\n## ${label}`);
    for (const kind of DETECTOR_KINDS) {
      const some = r.byKind.get(kind)?.examples.slice(0, 5) ?? [];
      if (!some.length) continue;
      console.log(`  ${kind}:`);
      for (const f of some) console.log(`    [${f.persona} / ${f.where}] ${f.text}`);
    }
  }
}
