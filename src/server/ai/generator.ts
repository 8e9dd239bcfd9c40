import { z } from 'zod';
import type { TBrandBrief } from '../../shared/brand-profile';
import { badRequest } from '../errors';
import { describeIssue } from '../validate';

export interface Prompt {
  system: string;
  user: string;
}

/**
 * One spec call: what it takes, what it must return, how to ask a model for it, and how to
 * compose it offline. Every generator goes through the same generate() and the same validation.
 */
/** Unique across features; the run log records it. */
export type GeneratorName = string;

export interface Generator<IS extends z.ZodType = z.ZodType, OS extends z.ZodType = z.ZodType> {
  name: GeneratorName;
  /** One line; also sent to the provider as the schema's description. */
  description: string;
  input: IS;
  output: OS;
  /** One realistic input: the catalogue test and the engine benchmark run every generator on it. */
  sample: z.input<IS>;
  prompt(input: z.output<IS>): Prompt;
  /** The offline composer: deterministic for the same input and always within the output's limits. */
  compose(input: z.output<IS>, context?: ComposeContext): z.output<OS>;
  /** Limits that depend on the input (a platform's character limit, a batch's days); each problem as `path: what to fix`. */
  check?(output: z.output<OS>, input: z.output<IS>): string[];
}

/** What a composer may use beyond the input: the user's brand brief, when the generation uses it. */
export interface ComposeContext {
  brand?: TBrandBrief | null;
}

export type GeneratorInput<G extends Generator> = z.output<G['input']>;
export type GeneratorOutput<G extends Generator> = z.output<G['output']>;

/** Identity, so that a generator's methods get their types from its schemas. */
export const defineGenerator = <IS extends z.ZodType, OS extends z.ZodType>(g: Generator<IS, OS>) => g;

/** Parses a generator's input; a bad one is refused with a 400 naming the field. */
export function parseInput<G extends Generator>(generator: G, raw: unknown): GeneratorInput<G> {
  const parsed = generator.input.safeParse(raw);
  if (!parsed.success) throw badRequest(describeIssue(parsed.error));
  return parsed.data as GeneratorInput<G>;
}

export type Verdict<O> = { ok: true; value: O } | { ok: false; problems: string[] };

const MAX_PROBLEMS = 12;

function formatIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.length ? issue.path.join('.') : '(root)';
  return `${path}: ${issue.message}`;
}

/** The one validation path for model answers and composer results alike: the schema, then the input-dependent limits. */
export function validateOutput<G extends Generator>(
  generator: G,
  value: unknown,
  input: GeneratorInput<G>,
): Verdict<GeneratorOutput<G>> {
  const parsed = generator.output.safeParse(value);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.slice(0, MAX_PROBLEMS).map(formatIssue) };
  const output = parsed.data as GeneratorOutput<G>;
  const problems = generator.check?.(output, input) ?? [];
  return problems.length ? { ok: false, problems: problems.slice(0, MAX_PROBLEMS) } : { ok: true, value: output };
}

const schemas = new WeakMap<Generator, string>();

/** The output's JSON Schema as text, for prompts (not every provider honours response formats). */
export function jsonSchemaText(generator: Generator): string {
  let text = schemas.get(generator);
  if (!text) {
    const { $schema: _drop, ...schema } = z.toJSONSchema(generator.output, { io: 'output', unrepresentable: 'any' });
    text = JSON.stringify(schema);
    schemas.set(generator, text);
  }
  return text;
}
