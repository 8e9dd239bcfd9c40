import { CONTENT_PILLARS, SCRIPT_FORMAT_NAMES, type TScriptFormatName } from '../../../../shared/content-strategy';
import type { TContentPlanInput, ZContentPlanInput } from '../../../../shared/content-plan-input';
import { onDemand } from '@/lib/loading/on-demand';
import { addPainPoints, parsePainPoints } from '../pain-points';

export const WIZARD_STEPS = 6;

/** How a step changes the wizard's answers: the fields it gives replace the ones it had. */
export type UpdateWizard = (change: Partial<WizardValues>) => void;

/** The wizard's form: the plan input, with pillars split into the six options and custom ones. */
export interface WizardValues {
  brandName: string;
  niche: string;
  audience: string;
  painPoints: string[];
  /** Comma-separated pain points typed but not yet added; they count as added. */
  painPointDraft: string;
  contentPillars: string[];
  customPillars: string[];
  scriptTypes: TScriptFormatName[];
  promise: string;
}

/** A fresh wizard; the first script format is selected by default (docs/product/content-strategy.md). */
export const emptyWizard = (niche = ''): WizardValues => ({
  brandName: '',
  niche,
  audience: '',
  painPoints: [],
  painPointDraft: '',
  contentPillars: [],
  customPillars: [],
  scriptTypes: [SCRIPT_FORMAT_NAMES[0]],
  promise: '',
});

const isOption = (pillar: string) => CONTENT_PILLARS.some((p) => p.name === pillar);

/** What Generate sends. Lists keep the order they are offered in, so the server's share rounding matches ours. */
export function toPlanInput(v: WizardValues): TContentPlanInput {
  return {
    brandName: v.brandName,
    niche: v.niche,
    audience: v.audience,
    painPoints: addPainPoints(v.painPoints, parsePainPoints(v.painPointDraft)),
    promise: v.promise,
    contentPillars: [
      ...CONTENT_PILLARS.map((p) => p.name).filter((n) => v.contentPillars.includes(n)),
      ...v.customPillars,
    ],
    scriptTypes: SCRIPT_FORMAT_NAMES.filter((n) => v.scriptTypes.includes(n)),
  };
}

/** The wizard filled from a job's input, so 'Back to Form' after a reload still has every answer. */
export const fromPlanInput = (input: TContentPlanInput): WizardValues => ({
  ...input,
  painPointDraft: '',
  contentPillars: input.contentPillars.filter(isOption),
  customPillars: input.contentPillars.filter((p) => !isOption(p)),
});

type Field = keyof TContentPlanInput;
const STEP_FIELDS: Record<number, Field[]> = {
  1: ['brandName', 'niche'],
  2: ['audience'],
  3: ['painPoints'],
  4: ['contentPillars'],
  5: ['scriptTypes'],
  6: ['promise'],
};

/** docs/product/content-strategy.md: what must be given before Next; the hint says what is missing. */
const REQUIRED: Record<number, { missing: (i: TContentPlanInput) => boolean; hint: string }> = {
  1: { missing: (i) => !i.brandName.trim() || !i.niche.trim(), hint: 'Enter your brand name and niche to continue.' },
  2: { missing: (i) => !i.audience.trim(), hint: 'Describe your audience, or pick a suggestion, to continue.' },
  3: { missing: (i) => i.painPoints.length === 0, hint: 'Add at least one pain point to continue.' },
  4: { missing: (i) => i.contentPillars.length === 0, hint: 'Choose at least one content pillar to continue.' },
  5: { missing: (i) => i.scriptTypes.length === 0, hint: 'Choose at least one script format to continue.' },
  6: { missing: (i) => !i.promise.trim(), hint: 'Write your promise to continue.' },
};

export type StepCheck = { ok: true } | { ok: false; kind: 'missing' | 'invalid'; message: string };

export type PlanInputSchema = typeof ZContentPlanInput;

/** The schema the server applies to Generate, fetched when the wizard is idle: it brings zod. */
export const planInputSchema = onDemand(() =>
  import('../../../../shared/content-plan-input').then((m): PlanInputSchema => m.ZContentPlanInput),
);

/**
 * Whether a step may be left forward. Beyond the spec's non-blank rules, the shared schema the server
 * applies (lengths, list sizes) is checked here too, once it has arrived, so Generate never sends what
 * the server refuses.
 */
export function checkStep(step: number, values: WizardValues, schema: PlanInputSchema | undefined): StepCheck {
  const input = toPlanInput(values);
  const required = REQUIRED[step];
  if (required?.missing(input)) return { ok: false, kind: 'missing', message: required.hint };
  if (!schema) return { ok: true };
  const parsed = schema.safeParse(input);
  const fields = STEP_FIELDS[step] ?? [];
  const issue = parsed.error?.issues.find((i) => fields.includes(i.path[0] as Field));
  if (!issue) return { ok: true };
  // A list entry is named by its place, so the person knows which chip to fix.
  const at = issue.path[1];
  const message = typeof at === 'number' ? `${issue.message} (number ${at + 1} in your list)` : issue.message;
  return { ok: false, kind: 'invalid', message };
}

/** What is wrong with each entry of the pain point list, by position, so each chip can say so itself. */
export function painPointProblems(values: WizardValues, schema: PlanInputSchema | undefined): Map<number, string> {
  const problems = new Map<number, string>();
  if (!schema) return problems;
  const parsed = schema.safeParse(toPlanInput(values));
  for (const issue of parsed.error?.issues ?? []) {
    const at = issue.path[1];
    if (issue.path[0] === 'painPoints' && typeof at === 'number' && at < values.painPoints.length)
      problems.set(at, issue.message);
  }
  return problems;
}
