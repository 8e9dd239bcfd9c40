import { CONTENT_BATCH_SIZE, CONTENT_PLAN_BATCHES, type TContentBatch } from '../../../../shared/content-strategy';
import type { TNicheResult } from '../../../../shared/niche-discovery';
import { type Generator, parseInput } from '../../generator';
import { forget } from '../language';
import { prose, wordCount, wordsOf } from './checks';
import { COMPOSERS, composerOf } from './composers';
import {
  type DetectorFinding,
  type DetectorKind,
  hookRepeats,
  nicheNotANiche,
  overusedFrames,
  repeatedHooks,
  textFindings,
} from './detectors';
import { grammarProblems } from './grammar';
import type { Persona } from './persona';

/*
 * Runs the detectors over what one person gets from the app's main path: a mission, bios for every
 * platform from that mission, a niche, and a whole 30-day plan, composed batch by batch as the plan job
 * does. The gate (gate.ts) checks each generation on its own; a plan's repeated hooks only show across
 * its batches, so this composes the plan whole.
 */

export interface Located extends DetectorFinding {
  persona: string;
  /** The generation the text came from: "mission", "social-bios/tiktok", "niche", "content-batch/3". */
  where: string;
}

export interface DetectReport {
  personas: number;
  findings: Located[];
  byKind: Map<DetectorKind, { count: number; examples: Located[] }>;
  /** Hooks that repeat an earlier one, per plan. */
  repeatsPerPlan: number[];
  words: number;
  /** Null when the grammar checker was not run. */
  grammar: number | null;
  /** Compose time per generation, ms, each timed as the first to see its answers. */
  times: number[];
}

export const DETECTOR_KINDS: readonly DetectorKind[] = [
  'first person inside',
  'verb after verb',
  'pronoun or article ending',
  'doubled word',
  'repeated hook in plan',
  'frame overused in plan',
  'niche not a niche',
];

const rowOf = (name: string) => {
  const row = COMPOSERS.find((r) => r.name === name);
  if (!row) throw new Error(`No composer row named "${name}"`);
  return row;
};

/** One person's generations on the app's main path, in the order the app makes them. */
export function requestsOf(p: Persona, compose: (name: string, raw: unknown) => unknown) {
  // The gate's rows say how a persona's answers become each form's request; the plan's first batch
  // request is the wizard's answers, and the plan job adds each batch's number and size.
  const [planAnswers] = rowOf('content-batch').inputs(p, compose) as Record<string, unknown>[];
  return [
    ...rowOf('mission')
      .inputs(p, compose)
      .map((raw) => ({ name: 'mission', where: 'mission', raw })),
    ...rowOf('social-bios')
      .inputs(p, compose)
      .map((raw) => ({ name: 'social-bios', where: `social-bios/${(raw as { platform: string }).platform}`, raw })),
    ...rowOf('niche')
      .inputs(p, compose)
      .map((raw) => ({ name: 'niche', where: 'niche', raw })),
    ...Array.from({ length: CONTENT_PLAN_BATCHES }, (_, i) => ({
      name: 'content-batch',
      where: `content-batch/${i + 1}`,
      raw: { ...planAnswers, batchNumber: i + 1, batchSize: CONTENT_BATCH_SIZE },
    })),
  ];
}

/** Runs every detector over each persona's main path; `grammar` adds Harper's problems per 200 words. */
export async function runDetectors(
  personas: readonly Persona[],
  generators: readonly Generator[],
  { grammar = false } = {},
): Promise<DetectReport> {
  const { find, compose } = composerOf(generators);
  const report: DetectReport = {
    personas: personas.length,
    findings: [],
    byKind: new Map(DETECTOR_KINDS.map((k) => [k, { count: 0, examples: [] }])),
    repeatsPerPlan: [],
    words: 0,
    grammar: grammar ? 0 : null,
    times: [],
  };
  const add = (persona: string, where: string, found: readonly DetectorFinding[]) => {
    for (const f of found) {
      const located = { ...f, persona, where };
      report.findings.push(located);
      const slot = report.byKind.get(f.kind)!;
      slot.count++;
      slot.examples.push(located);
    }
  };
  for (const p of personas) {
    const hooks: string[] = [];
    let planSource = '';
    for (const { name, where, raw } of requestsOf(p, compose)) {
      const generator = find(name);
      const input = parseInput(generator, raw);
      forget();
      const started = performance.now();
      const output = generator.compose(input);
      report.times.push(performance.now() - started);
      const texts = prose(output);
      for (const t of texts) add(p.id, where, textFindings(t));
      if (name === 'niche') add(p.id, where, nicheNotANiche((output as TNicheResult).recommendedNiche));
      if (name === 'content-batch') {
        hooks.push(...(output as TContentBatch).rows.flatMap((r) => r.hooks));
        planSource = JSON.stringify(raw);
      }
      const body = texts.join('\n\n');
      report.words += wordCount(body);
      if (report.grammar !== null) report.grammar += (await grammarProblems(body, JSON.stringify(raw))).length;
    }
    add(p.id, 'content plan', repeatedHooks(hooks));
    add(p.id, 'content plan', overusedFrames(hooks, wordsOf(planSource)));
    report.repeatsPerPlan.push(hookRepeats(hooks));
  }
  return report;
}

/** Grammar problems per 200 words, or null when not checked. */
export const grammarRate = (r: DetectReport) => (r.grammar === null ? null : (r.grammar * 200) / Math.max(1, r.words));
