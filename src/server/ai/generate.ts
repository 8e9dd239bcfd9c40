import type { TAiProvider } from '../../shared/ai';
import type { TBrandBrief } from '../../shared/brand-profile';
import type { AppDeps } from '../context';
import { runModel } from './engine';
import { AiError } from './errors';
import { type Generator, type GeneratorOutput, parseInput, validateOutput } from './generator';
import { resolveTarget } from './registry';
import { failureKind, recordRun } from './run-log';

export type AiDeps = Pick<AppDeps, 'config' | 'db' | 'logger'> & Partial<Pick<AppDeps, 'brandBrief'>>;

export interface GenerateOptions {
  /** Who asked, for the run log; null for system calls. */
  userId: string | null;
  /** Cancels a model call in flight, e.g. when the server shuts down mid-job. */
  signal?: AbortSignal;
  /** The user's brand brief, added to the prompt and handed to the offline composer. */
  brand?: TBrandBrief | null;
  /**
   * Hears the finished part of the answer while a model writes it (see engine.ts). Never called for the
   * offline composer, whose result is whole at once, nor when streaming is turned off (AI_STREAM=off).
   */
  onPartial?: ((partial: unknown) => void) | undefined;
}

export interface Generation<O> {
  output: O;
  provider: TAiProvider;
  model: string;
  /** True when the offline composer made it, so screens can say so. */
  offline: boolean;
  attempts: number;
  durationMs: number;
}

/**
 * Runs a generator on the configured provider, or its offline composer. The input is parsed first
 * (400 naming the field, before anything else happens); every run, good or bad, writes one ai_runs
 * row. Failures are AiErrors: map them to the spec's wording with toSpecError.
 */
export async function generate<G extends Generator>(
  deps: AiDeps,
  generator: G,
  rawInput: unknown,
  { userId, signal, brand = null, onPartial }: GenerateOptions,
): Promise<Generation<GeneratorOutput<G>>> {
  const input = parseInput(generator, rawInput);
  const { provider, modelId, model } = await resolveTarget(deps.config.ai);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const row = { userId, generator: generator.name, provider, model: modelId };
  try {
    let run;
    if (model) {
      run = await runModel(model, generator, input, {
        timeoutMs: deps.config.ai.timeoutMs,
        logger: deps.logger,
        signal,
        brand,
        onPartial: deps.config.ai.stream ? onPartial : undefined,
      });
    } else {
      const verdict = validateOutput(generator, generator.compose(input, { brand }), input);
      // A composer that breaks its own schema is a bug; it fails like a bad model answer would.
      if (!verdict.ok) throw new AiError('invalid_output', `offline composer: ${verdict.problems.join('; ')}`);
      run = { output: verdict.value, attempts: 1, usage: { inputTokens: undefined, outputTokens: undefined } };
    }
    const durationMs = elapsed();
    await recordRun(deps.db, deps.logger, {
      ...row,
      durationMs,
      attempts: run.attempts,
      ...run.usage,
      outcome: 'success',
    });
    return { output: run.output, provider, model: modelId, offline: !model, attempts: run.attempts, durationMs };
  } catch (err) {
    const error =
      err instanceof AiError ? err : new AiError('unavailable', err instanceof Error ? err.message : String(err));
    const durationMs = elapsed();
    const level = error.kind === 'configuration' || error.kind === 'rejected' ? 'error' : 'warn';
    deps.logger[level]({ ...row, kind: error.kind, detail: error.detail, durationMs }, 'AI generation failed');
    await recordRun(deps.db, deps.logger, {
      ...row,
      durationMs,
      attempts: error.attempts,
      ...error.usage,
      outcome: 'error',
      errorMessage: `${error.kind}: ${error.detail}`,
      failureKind: failureKind(err),
    });
    throw error;
  }
}
