import { setTimeout as sleep } from 'node:timers/promises';
import type * as AiSdk from 'ai';
import type { LanguageModel, ModelMessage } from 'ai';
import type { TBrandBrief } from '../../shared/brand-profile';
import type { Logger } from '../logger';
import { brandBriefText } from './brand-brief';
import { AiError, type TokenUsage, classifyProviderError } from './errors';
import { type Generator, type GeneratorInput, type GeneratorOutput, jsonSchemaText, validateOutput } from './generator';
import { partialFeed } from './partial';
import { extractJson } from './repair';

/** Retries after 429, 5xx or a network error, on top of the first call. */
export const MAX_TRANSPORT_RETRIES = 2;
/** Retries with the validation errors fed back, when an answer cannot be repaired. */
export const MAX_REPAIR_RETRIES = 2;
const BACKOFF_BASE_MS = 1000;
/** Enough of a bad answer for the model to see its mistake, without resending a novel. */
const FEEDBACK_ANSWER_CHARS = 12_000;

/** Our schemas use length limits that strict mode rejects; zod checks every answer anyway. */
const PROVIDER_OPTIONS = { openai: { strictJsonSchema: false }, openaiCompatible: { strictJsonSchema: false } };

export interface ModelRun<O> {
  output: O;
  attempts: number;
  usage: TokenUsage;
}

export interface EngineOptions {
  /** Budget for the whole generation, retries and waits included. */
  timeoutMs: number;
  logger: Logger;
  /** Cancels the generation (server shutdown): the call is dropped and it fails as unavailable. */
  signal?: AbortSignal | undefined;
  /** The user's brand brief, appended to the prompt's user message. */
  brand?: TBrandBrief | null;
  /**
   * When set, the answer is streamed and this hears what of it is finished so far, a few times a second
   * (see partial.ts). The result is still only the final answer, validated as without streaming.
   */
  onPartial?: ((partial: unknown) => void) | undefined;
}

function systemPrompt(generator: Generator, system: string): string {
  return `${system}\n\nReply with one JSON object that matches this JSON Schema, and nothing else: no prose, no code fences.\n${jsonSchemaText(generator)}`;
}

function feedback(problems: string[]): string {
  return [
    'Your previous answer could not be used:',
    ...problems.map((p) => `- ${p}`),
    'Reply again with the complete, corrected JSON object only.',
  ].join('\n');
}

function addUsage(total: TokenUsage, used: { inputTokens?: number; outputTokens?: number } | undefined) {
  if (used?.inputTokens !== undefined) total.inputTokens = (total.inputTokens ?? 0) + used.inputTokens;
  if (used?.outputTokens !== undefined) total.outputTokens = (total.outputTokens ?? 0) + used.outputTokens;
}

type Sdk = typeof AiSdk;

type CallArgs = Parameters<Sdk['generateText']>[0] & Parameters<Sdk['streamText']>[0];

interface Answer {
  text: string;
  /** The SDK's parsed object, when it made one; otherwise whatever JSON the text holds is used. */
  value: unknown;
  finishReason: string | undefined;
  usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined;
}

/**
 * The same call as generateText, streamed: the text is collected as it comes and its finished part is
 * handed to `onPartial`. A failure inside the stream is thrown, so it is classified and retried like the
 * same failure of a call that does not stream.
 */
async function streamAnswer(sdk: Sdk, args: CallArgs, onPartial: (partial: unknown) => void): Promise<Answer> {
  // The SDK would print stream errors to the console; they are thrown below and logged once, with context.
  const result = sdk.streamText({ ...args, onError: () => undefined });
  const feed = partialFeed(sdk, onPartial);
  let text = '';
  let finishReason: string | undefined;
  let usage: Answer['usage'];
  for await (const part of result.fullStream) {
    if (part.type === 'text-delta') {
      text += part.text;
      feed.update(text);
    } else if (part.type === 'error') throw part.error;
    else if (part.type === 'abort') throw new Error('the stream was aborted');
    else if (part.type === 'finish') {
      finishReason = part.finishReason;
      usage = part.totalUsage;
    }
  }
  await feed.settle();
  return { text, value: extractJson(text)?.value, finishReason, usage };
}

/**
 * The output as streamText gets it: the same response format, without the SDK's own partial parsing,
 * which parses the whole text again on every chunk (a plan batch is a few thousand chunks). The SDK
 * passes text on whenever the "partial" changes, so the text's length stands in for it. The answer's
 * readable part is read by partialFeed a few times a second instead, and the final text is validated
 * by the engine as for any call.
 */
const forStreaming = (output: CallArgs['output']): CallArgs['output'] =>
  output && {
    ...output,
    parsePartialOutput: ({ text }) => Promise.resolve({ partial: text.length }),
    parseCompleteOutput: () => Promise.resolve(undefined),
  };

async function answer(sdk: Sdk, args: CallArgs, onPartial: EngineOptions['onPartial']): Promise<Answer> {
  if (onPartial) return streamAnswer(sdk, { ...args, output: forStreaming(args.output) }, onPartial);
  const result = await sdk.generateText(args);
  return {
    text: result.text,
    value: outputOf(sdk, result),
    finishReason: result.finishReason,
    usage: result.totalUsage,
  };
}

/** The SDK's parsed output; for an empty or cut-off answer it has none, and whatever JSON the text holds is used. */
function outputOf(sdk: Sdk, result: { output: unknown; text: string }): unknown {
  try {
    return result.output;
  } catch (err) {
    if (sdk.NoOutputGeneratedError.isInstance(err)) return extractJson(result.text)?.value;
    throw err;
  }
}

/**
 * Asks the model for a generator's structured output. Wrapping (fences, prose) is repaired; any
 * other invalid answer is sent back with its validation errors; transport failures are retried
 * with backoff (Retry-After honoured) while the time budget lasts. Throws an AiError otherwise.
 */
export async function runModel<G extends Generator>(
  model: LanguageModel,
  generator: G,
  input: GeneratorInput<G>,
  { timeoutMs, logger, signal: cancel, brand, onPartial }: EngineOptions,
): Promise<ModelRun<GeneratorOutput<G>>> {
  const deadline = Date.now() + timeoutMs;
  // Loaded with the first model call: a server on the offline composer never needs the AI SDK.
  const sdk = await import('ai');
  const { NoObjectGeneratedError, Output } = sdk;
  const prompt = generator.prompt(input);
  const system = systemPrompt(generator, prompt.system);
  const output = Output.object({ schema: generator.output, name: generator.name, description: generator.description });
  const usage: TokenUsage = { inputTokens: undefined, outputTokens: undefined };
  const user = brand ? `${prompt.user}\n\n${brandBriefText(brand)}` : prompt.user;
  let messages: ModelMessage[] = [{ role: 'user', content: user }];
  let attempts = 0;
  let transportRetries = 0;
  let repairRetries = 0;
  const fail = (error: AiError) => Object.assign(error, { attempts, usage });

  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw fail(new AiError('timeout', `no answer within ${timeoutMs} ms`));
    attempts++;
    const timer = AbortSignal.timeout(remaining);
    const signal = cancel ? AbortSignal.any([timer, cancel]) : timer;
    let text: string;
    let value: unknown;
    let cutOff: boolean;
    try {
      const result = await answer(
        sdk,
        { model, system, messages, output, maxRetries: 0, abortSignal: signal, providerOptions: PROVIDER_OPTIONS },
        onPartial,
      );
      addUsage(usage, result.usage);
      text = result.text;
      value = result.value;
      cutOff = result.finishReason === 'length';
    } catch (err) {
      if (cancel?.aborted) throw fail(new AiError('unavailable', 'cancelled'));
      if (signal.aborted) throw fail(new AiError('timeout', `no answer within ${timeoutMs} ms`));
      if (!NoObjectGeneratedError.isInstance(err)) {
        const error = classifyProviderError(err);
        const wait = error.options.retryAfterMs ?? Math.min(BACKOFF_BASE_MS * 2 ** transportRetries, timeoutMs / 8);
        const canRetry = error.retryable && transportRetries < MAX_TRANSPORT_RETRIES && Date.now() + wait < deadline;
        if (!canRetry) throw fail(error);
        transportRetries++;
        logger.warn(
          { generator: generator.name, kind: error.kind, detail: error.detail, waitMs: wait },
          'AI call retried',
        );
        await sleep(wait, undefined, { signal: cancel }).catch(() => undefined);
        continue;
      }
      addUsage(usage, err.usage);
      text = err.text ?? '';
      value = extractJson(text)?.value;
      cutOff = err.finishReason === 'length';
    }

    const verdict =
      value === undefined
        ? { ok: false as const, problems: ['the answer was not a JSON object'] }
        : validateOutput(generator, value, input);
    if (verdict.ok) return { output: verdict.value, attempts, usage };
    const problems = cutOff
      ? ['the answer was cut off: keep every text shorter', ...verdict.problems]
      : verdict.problems;
    if (repairRetries >= MAX_REPAIR_RETRIES) throw fail(new AiError('invalid_output', problems.join('; ')));
    repairRetries++;
    logger.warn({ generator: generator.name, problems }, 'AI answer invalid, asking again');
    messages = [
      { role: 'user', content: prompt.user },
      { role: 'assistant', content: text.slice(0, FEEDBACK_ANSWER_CHARS) || '(empty answer)' },
      { role: 'user', content: feedback(problems) },
    ];
  }
}
