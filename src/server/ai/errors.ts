import {
  APICallError,
  EmptyResponseBodyError,
  InvalidResponseDataError,
  JSONParseError,
  LoadAPIKeyError,
  LoadSettingError,
  NoSuchModelError,
} from '@ai-sdk/provider';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { AppError } from '../errors';

/**
 * Why a generation failed. The feature layer turns these into the spec's messages; the user never
 * sees provider details (they go to the log and the run log).
 */
export type AiErrorKind =
  | 'rate_limited' // 429 that outlasted the retries or the time budget
  | 'configuration' // 401/403/404, missing key: an administrator must act
  | 'rejected' // any other 4xx: the provider refused this request
  | 'unavailable' // 5xx or network failure that outlasted the retries
  | 'timeout' // the call's time budget ran out
  | 'invalid_output'; // the answer never matched the schema, even after repair and retries

const STATUS: Record<AiErrorKind, ContentfulStatusCode> = {
  rate_limited: 503,
  configuration: 502,
  rejected: 502,
  unavailable: 502,
  timeout: 504,
  invalid_output: 502,
};

const USER_MESSAGE: Record<AiErrorKind, string> = {
  rate_limited: 'The AI provider is busy right now. Please try again in a minute.',
  configuration: 'The AI service could not complete this request. Please try again later.',
  rejected: 'The AI service could not complete this request. Please try again later.',
  unavailable: 'The AI provider is not answering right now. Please try again in a moment.',
  timeout: 'The AI provider took too long to answer. Please try again.',
  invalid_output: 'The AI returned an answer we could not use. Please try again.',
};

/** The real cause, said plainly: shown under the spec's own failure message. */
export const AI_CAUSE: Record<AiErrorKind, string> = {
  rate_limited: 'Cause: the AI provider is limiting how many requests it accepts.',
  configuration: 'Cause: the AI provider rejected the API key or the model name; an administrator needs to check them.',
  rejected: 'Cause: the AI provider refused this request.',
  unavailable: 'Cause: the AI provider did not answer.',
  timeout: 'Cause: the model took too long to answer.',
  invalid_output: 'Cause: the model’s answer could not be read.',
};

/** Tokens a generation used, when the provider reports them. */
export interface TokenUsage {
  inputTokens: number | undefined;
  outputTokens: number | undefined;
}

export class AiError extends AppError {
  /** Model calls made before giving up, and what they used; set by the engine for the run log. */
  attempts = 1;
  usage: TokenUsage = { inputTokens: undefined, outputTokens: undefined };

  constructor(
    readonly kind: AiErrorKind,
    /** What actually happened, for the log and the run log; never shown to the user. */
    readonly detail: string,
    readonly options: { retryable?: boolean; retryAfterMs?: number } = {},
  ) {
    super(STATUS[kind], USER_MESSAGE[kind], `AI_${kind.toUpperCase()}`);
  }

  get retryable(): boolean {
    return this.options.retryable ?? false;
  }
}

/** Reads Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms; undefined when absent or unreadable. */
export function retryAfterMs(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  if (!headers) return undefined;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers['retry-after'];
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Maps anything a provider call throws onto one of the kinds above. */
export function classifyProviderError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  if (APICallError.isInstance(err)) {
    const status = err.statusCode;
    const detail = status ? `HTTP ${status}: ${err.message}` : `Network error: ${err.message}`;
    if (status === 429)
      return new AiError('rate_limited', detail, { retryable: true, retryAfterMs: retryAfterMs(err.responseHeaders) });
    if (status === 401 || status === 403 || status === 404) return new AiError('configuration', detail);
    if (status === undefined || status === 408 || status === 409 || status >= 500) {
      return new AiError('unavailable', detail, { retryable: true });
    }
    return new AiError('rejected', detail);
  }
  if (LoadAPIKeyError.isInstance(err) || LoadSettingError.isInstance(err) || NoSuchModelError.isInstance(err)) {
    return new AiError('configuration', err.message);
  }
  // A garbled provider response is usually a one-off from a proxy or an overloaded server.
  if (
    InvalidResponseDataError.isInstance(err) ||
    JSONParseError.isInstance(err) ||
    EmptyResponseBodyError.isInstance(err)
  ) {
    return new AiError('unavailable', err.message, { retryable: true });
  }
  return new AiError('unavailable', err instanceof Error ? err.message : String(err));
}

/**
 * For the feature layer: the same failure (status, code) with the spec's wording, and the real cause
 * as `detail` (the spec's messages are fixed, and some blame the wrong thing, e.g. a rate limit). Pass a function to
 * build on the generic message, e.g. 'Failed to generate lead magnet: ' + message. Anything that is not
 * an AiError (quota, bad input) passes through untouched.
 */
export function toSpecError(err: unknown, message: string | ((generic: string) => string)): unknown {
  if (!(err instanceof AiError)) return err;
  return new AppError(err.status, typeof message === 'string' ? message : message(err.message), err.code, {
    detail: AI_CAUSE[err.kind],
    retryAfterSeconds: err.options.retryAfterMs ? Math.ceil(err.options.retryAfterMs / 1000) : undefined,
  });
}
