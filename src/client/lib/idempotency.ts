import { type MutateOptions, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import {
  BRAND_PROFILE_HEADER,
  GENERATION_STOPPED_MESSAGE,
  GENERATION_STREAM_TYPE,
  isGenerationStream,
} from '../../shared/generation-request';
import { queryKeys } from './query-keys';
import { toast } from './toast';

/**
 * A fresh key per user action that spends a generation. The server answers a repeated key with the
 * first result instead of generating again, so a retried or duplicated request never spends twice.
 * `crypto.randomUUID` exists only in secure contexts; a self-hosted app on a plain-http LAN address
 * is not one, so the key is built from `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export type GenerationRequest = { headers: Record<string, string>; fetch?: typeof fetch; init?: RequestInit };

/**
 * The server gives a stopped generation's unit back only once it has seen the connection close, which
 * can be after the usage refetch that follows the stop: usage is read once more, this much later.
 */
const USAGE_RECHECK_AFTER_STOP_MS = 1_000;

/** A generation the person stopped: not a failure, so it is told as information, not as an error. */
export class GenerationStopped extends Error {
  constructor() {
    super(GENERATION_STOPPED_MESSAGE);
    this.name = 'GenerationStopped';
  }
}

/** A fetch that asks for a streamed answer and reads it to its end, handing each partial on (generation-stream.ts). */
const streamingFetch =
  (onPartial: (partial: unknown) => void): typeof fetch =>
  async (input, init) => {
    const res = await fetch(input, init);
    if (!isGenerationStream(res)) return res;
    const { collectGeneration } = await import('./generation-stream');
    return collectGeneration(res, onPartial);
  };

export interface GenerationRequestOptions {
  /** False leaves the user's brand profile out of this one generation. */
  brandProfile?: boolean;
  /** Asks for the model's finished fields while it writes; each arrives here (a model that cannot stream sends none). */
  onPartial?: (partial: unknown) => void;
  /** Aborting it stops the generation: the server ends the model call, saves nothing and gives the unit back. */
  signal?: AbortSignal;
}

/** Request options for a typed `api` call that generates: `api.x.$post({ json }, generationRequest())`. */
export const generationRequest = (
  key: string = newIdempotencyKey(),
  { brandProfile = true, onPartial, signal }: GenerationRequestOptions = {},
): GenerationRequest => ({
  headers: {
    'Idempotency-Key': key,
    ...(brandProfile ? {} : { [BRAND_PROFILE_HEADER]: 'off' }),
    ...(onPartial ? { Accept: `${GENERATION_STREAM_TYPE}, application/json` } : {}),
  },
  ...(onPartial ? { fetch: streamingFetch(onPartial) } : {}),
  ...(signal ? { init: { signal } } : {}),
});

type GenerationOptions<R, V> = Omit<UseMutationOptions<R, Error, V>, 'mutationFn'> & {
  /** The call; pass `request` on to the API so it carries this action's Idempotency-Key. */
  mutationFn: (vars: V, request: GenerationRequest) => Promise<R>;
  /** Whether the generation uses the brand profile (the generator's toggle); read when it starts. */
  brandProfile?: boolean;
};

/**
 * useMutation for anything that spends a generation. Each action gets its own Idempotency-Key, and a
 * second submit while one is running (a double click lands before the button disables, because forms
 * validate asynchronously) joins the running one instead of sending a second request. While it runs,
 * `partial` holds what a streaming model has finished so far (null until then, and with the offline
 * composer), and `stop()` ends it: the promise then rejects with GenerationStopped, which `mutate`
 * tells as information instead of passing to the call's onError.
 */
export function useGenerationMutation<R, V>({ mutationFn, brandProfile = true, ...options }: GenerationOptions<R, V>) {
  const useBrand = React.useRef(brandProfile);
  React.useEffect(() => {
    useBrand.current = brandProfile;
  }, [brandProfile]);
  const [partial, setPartial] = React.useState<unknown>(null);
  const controller = React.useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation<R, Error, V>({
    ...options,
    mutationFn: async (vars) => {
      const abort = new AbortController();
      controller.current = abort;
      setPartial(null);
      try {
        return await mutationFn(
          vars,
          generationRequest(undefined, { brandProfile: useBrand.current, onPartial: setPartial, signal: abort.signal }),
        );
      } catch (err) {
        if (!abort.signal.aborted) throw err;
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: queryKeys.usage }),
          USAGE_RECHECK_AFTER_STOP_MS,
        );
        throw new GenerationStopped();
      } finally {
        controller.current = null;
        setPartial(null);
      }
    },
  });
  const stop = React.useCallback(() => controller.current?.abort(), []);
  const running = React.useRef<Promise<R> | null>(null);
  const { mutateAsync: start } = mutation;
  const mutateAsync = React.useCallback(
    (vars: V, opts?: MutateOptions<R, Error, V>): Promise<R> => {
      running.current ??= start(vars, opts).finally(() => {
        running.current = null;
      });
      return running.current;
    },
    [start],
  );
  const { reset } = mutation;
  const mutate = React.useCallback(
    (vars: V, opts?: MutateOptions<R, Error, V>) =>
      void mutateAsync(vars, {
        ...opts,
        onError: (error, ...rest) =>
          error instanceof GenerationStopped ? toast.info(error.message) : opts?.onError?.(error, ...rest),
      }).catch((error: unknown) => {
        // A stop is not a failure: the screen goes back to how it was before, with no error on it.
        if (error instanceof GenerationStopped) reset();
      }),
    [mutateAsync, reset],
  );
  return { ...mutation, mutate, mutateAsync, partial, stop };
}
