import type { TQuotaKind } from '../../shared/limits';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { withQuotaUnit } from '../quota/quota.service';
import { currentRequest } from '../request-scope';
import { toSpecError } from './errors';
import { briefForGeneration } from './brand-brief';
import { guardGeneration } from './generation-guard';
import { type AiDeps, generate } from './generate';
import { type Generator, type GeneratorInput, type GeneratorOutput, parseInput } from './generator';

/** What a pipeline's steps see: who asked and what they sent. */
export interface PipelineRequest<Req> {
  deps: AiDeps;
  userId: string;
  request: Req;
  /** Hears the finished part of a model's answer as it is written, for a streamed response (stream-response.ts). */
  onPartial?: ((partial: unknown) => void) | undefined;
}

export interface PipelineSave<Req, G extends Generator> extends PipelineRequest<Req> {
  /** The transaction the result is saved in: everything written through it lands together or not at all. */
  tx: Db;
  input: GeneratorInput<G>;
  output: GeneratorOutput<G>;
  /** True when the offline composer wrote it, so screens can say so. */
  offline: boolean;
}

/**
 * One tool's generation, declared once: which generator, which monthly quota it spends, the spec's
 * failure message, how the request becomes the generator's input, and how the result is saved.
 */
export interface Pipeline<Req, G extends Generator, Res> {
  generator: G;
  /** The quota kind one generation spends; unmetered calls (suggestions) leave it out. */
  quota?: TQuotaKind;
  /** The spec's message for any failure: a string, or built on the generic AI message. */
  failure: string | ((generic: string) => string);
  /** Builds the generator's input (it may read the user's other data); runs before any unit is taken. */
  prepare?(ctx: PipelineRequest<Req>): unknown;
  save(ctx: PipelineSave<Req, G>): Promise<Res> | Res;
}

/** Identity, so a pipeline's steps get their types from its generator. */
export const definePipeline = <Req, G extends Generator, Res>(p: Pipeline<Req, G, Res>) => p;

/**
 * validate -> admit (idempotency key, hourly rate) -> reserve the unit (admins are exempt) -> generate
 * (with the user's brand brief unless the request turned it off)
 * -> save in one transaction. Any failure after the reservation gives the unit back and saves nothing;
 * every failure reaches the user in the tool's own words (bad input and the quota keep theirs).
 */
export async function runPipeline<Req, G extends Generator, Res>(
  pipeline: Pipeline<Req, G, Res>,
  ctx: PipelineRequest<Req>,
): Promise<Res> {
  const { deps, userId } = ctx;
  const raw = pipeline.prepare ? await pipeline.prepare(ctx) : ctx.request;
  const input = parseInput(pipeline.generator, raw);
  return guardGeneration({ db: deps.db, userId, kind: pipeline.generator.name, request: ctx.request }, () =>
    withQuotaUnit({ db: deps.db, userId, kind: pipeline.quota }, async () => {
      // A client that goes away cancels its generation, which then gives its unit back like any failure.
      const signal = currentRequest()?.signal;
      const brand = await briefForGeneration(deps, userId);
      const generation = await generate(deps, pipeline.generator, input, {
        userId,
        signal,
        brand,
        onPartial: ctx.onPartial,
      }).catch((err: unknown) => {
        throw toSpecError(err, pipeline.failure);
      });
      return await deps.db
        .transaction(async (tx) =>
          pipeline.save({ ...ctx, tx, input, output: generation.output, offline: generation.offline }),
        )
        .catch((err: unknown) => {
          if (err instanceof AppError) throw err;
          deps.logger.error({ err, generator: pipeline.generator.name, userId }, 'a generation could not be saved');
          const message = typeof pipeline.failure === 'string' ? pipeline.failure : pipeline.failure('');
          throw new AppError(500, message.replace(/:\s*$/, '.'), 'SAVE_FAILED');
        });
    }),
  );
}
