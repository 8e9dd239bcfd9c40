import { type MutateOptions, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import * as React from 'react';
import { BRAND_PROFILE_HEADER } from '../../shared/brand-profile';

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

export type GenerationRequest = { headers: Record<string, string> };

/**
 * Request options for a typed `api` call that generates: `api.x.$post({ json }, generationRequest())`.
 * `brandProfile: false` leaves the user's brand profile out of this one generation.
 */
export const generationRequest = (
  key: string = newIdempotencyKey(),
  { brandProfile = true }: { brandProfile?: boolean } = {},
): GenerationRequest => ({
  headers: { 'Idempotency-Key': key, ...(brandProfile ? {} : { [BRAND_PROFILE_HEADER]: 'off' }) },
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
 * validate asynchronously) joins the running one instead of sending a second request.
 */
export function useGenerationMutation<R, V>({ mutationFn, brandProfile = true, ...options }: GenerationOptions<R, V>) {
  const useBrand = React.useRef(brandProfile);
  React.useEffect(() => {
    useBrand.current = brandProfile;
  }, [brandProfile]);
  const mutation = useMutation<R, Error, V>({
    ...options,
    mutationFn: (vars) => mutationFn(vars, generationRequest(undefined, { brandProfile: useBrand.current })),
  });
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
  const mutate = React.useCallback(
    (vars: V, opts?: MutateOptions<R, Error, V>) => void mutateAsync(vars, opts).catch(() => undefined),
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync };
}
