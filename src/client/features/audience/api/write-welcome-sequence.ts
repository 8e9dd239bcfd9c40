import { type MutateOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { TWelcomeSequenceRecord } from '../../../../shared/welcome-sequence';
import { api, unwrap } from '@/lib/api-client';
import { afterSequenceChange } from './welcome-sequence-keys';

/**
 * A fresh Idempotency-Key per click, made as `lib/idempotency.ts` makes it (random bytes, since
 * `crypto.randomUUID` is missing on plain-http LAN addresses). The editor does not import that module:
 * from this lazily loaded chunk it splits the chunk every generator page shares with the brand profile
 * toggle, which takes the niche discovery page over its 160 kB budget (`npm run bench:bundle`).
 */
const idempotencyKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * POST /api/audience/sequences/:pageId/generate: writes the sequence (or writes it again while it is
 * off). The server answers a repeated key with the first result, so a retried request never writes twice.
 */
export const writeWelcomeSequence = (pageId: string, key = idempotencyKey()) =>
  unwrap(
    api.audience.sequences[':pageId'].generate.$post({ param: { pageId } }, { headers: { 'Idempotency-Key': key } }),
  );

/**
 * One request per click: a second click lands before the button is off (the mutation's state reaches
 * React a moment later), so a click while one runs is dropped here.
 */
export function useWriteWelcomeSequence() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (pageId: string) => writeWelcomeSequence(pageId),
    onSuccess: (sequence) => afterSequenceChange(queryClient, sequence),
  });
  const running = React.useRef(false);
  const { mutateAsync } = mutation;
  const mutate = React.useCallback(
    (pageId: string, options?: MutateOptions<TWelcomeSequenceRecord, Error, string>) => {
      if (running.current) return;
      running.current = true;
      void mutateAsync(pageId, options)
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
        });
    },
    [mutateAsync],
  );
  return { ...mutation, mutate };
}
