import { z } from 'zod';
import { zOut, zText } from './ai';

/** The wizard's four sections of three questions: who I am, who I help (X), what they get (Y), what stops them (Z). */
export const MISSION_SECTIONS = ['expertise', 'audience', 'outcome', 'obstacles'] as const;
export type TMissionSection = (typeof MISSION_SECTIONS)[number];

export const MISSION_SECTION_LABELS: Record<TMissionSection, string> = {
  expertise: 'Core expertise or passion',
  audience: 'Who would benefit',
  outcome: 'The dream outcome',
  obstacles: 'The biggest obstacles',
};

export const MISSION_ANSWER_MAX = 1000;
export const MISSION_STATEMENT_MAX = 300;
export const MISSION_VARIATIONS = 3;

const section = (label: string) => {
  const answer = (n: number) => zText(`${label} answer ${n}`, MISSION_ANSWER_MAX);
  return z.tuple([answer(1), answer(2), answer(3)], { error: `${label} needs exactly 3 answers` });
};

/** The 12 wizard answers, three per section, in question order. */
export const ZMissionInput = z.strictObject({
  expertise: section(MISSION_SECTION_LABELS.expertise),
  audience: section(MISSION_SECTION_LABELS.audience),
  outcome: section(MISSION_SECTION_LABELS.outcome),
  obstacles: section(MISSION_SECTION_LABELS.obstacles),
});
export type TMissionInput = z.infer<typeof ZMissionInput>;

/** What the generator takes: the answers plus which regeneration this is, set only by the server. */
export const ZMissionGeneration = ZMissionInput.extend({
  variant: z.int({ error: 'Variant must be a whole number' }).min(0).max(100_000).optional(),
});
export type TMissionGeneration = z.infer<typeof ZMissionGeneration>;

const ZStatement = zOut(MISSION_STATEMENT_MAX)
  .regex(/^I help\b/, { error: 'must start with "I help"' })
  .regex(/\bwithout\b/i, { error: 'must follow "I help X achieve Y without Z" and contain "without"' });

export const ZMissionOutput = z.object({
  statements: z
    .array(ZStatement)
    .length(MISSION_VARIATIONS, { error: `needs exactly ${MISSION_VARIATIONS} statements` }),
});
export type TMissionOutput = z.infer<typeof ZMissionOutput>;

/** A saved generation of three mission statements. */
export interface TMission {
  id: string;
  /** The statements numbered, one per line (the spec's stored form). */
  mission_text: string;
  statements: string[];
  /** True when the offline composer wrote it. */
  offline: boolean;
  generated_at: string;
}

export const ZMissionId = z.object({ id: z.uuid({ error: 'That mission statement does not exist.' }) });
