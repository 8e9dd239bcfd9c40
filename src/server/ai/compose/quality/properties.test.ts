import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GENERATORS } from '../../../features';
import { CORPUS } from './corpus';
import { CORPUS_D } from './corpus-d';
import { type Located, runDetectors } from './detect';
import { personaArb } from './styles';

/*
 * The detectors as properties: whatever style a person answers in, their mission, bios, niche and
 * 30-day plan have none of the defects the detectors look for. The seed is fixed so a failure is the
 * same failure on every machine; shrinking stops after a time limit so the file stays under a minute.
 */

const SEED = 20261127;
const RUNS = 120;

const listed = (found: readonly Located[]) =>
  found
    .slice(0, 30)
    .map((f) => `[${f.persona} / ${f.where}] ${f.kind}: ${f.text}`)
    .join('\n');

describe('offline composers under the detectors', () => {
  it('write no detected defect for personas answering in mixed styles', async () => {
    await fc.assert(
      fc.asyncProperty(personaArb, async (p) => {
        const { findings } = await runDetectors([p], GENERATORS);
        expect(findings, `${JSON.stringify(p.mission, null, 1)}\n${listed(findings)}`).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false },
    );
  }, 120_000);

  it('write no detected defect for the corpus and the sentence-answer corpus', async () => {
    const { findings } = await runDetectors([...CORPUS, ...CORPUS_D], GENERATORS);
    expect(findings.length, listed(findings)).toBe(0);
  }, 120_000);
});
