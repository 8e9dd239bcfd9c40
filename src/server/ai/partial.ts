import type * as AiSdk from 'ai';

/** How often a growing answer is parsed: often enough to feel live, rarely enough to cost little. */
export const PARTIAL_EVERY_MS = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isContainer = (v: Json): v is Json[] | { [key: string]: Json } => v !== null && typeof v === 'object';

/**
 * Removes the value written last, in place. A model writes its JSON front to back, so in an unfinished
 * answer only the last value can still be growing: a statement cut mid-word, a day number that is 1 on
 * its way to 12. What is left is every value the model has finished.
 */
function dropLast(value: Json): void {
  if (Array.isArray(value)) {
    const last = value.at(-1);
    if (last === undefined) return;
    if (isContainer(last)) dropLast(last);
    else value.pop();
    return;
  }
  if (!isContainer(value)) return;
  const key = Object.keys(value).at(-1);
  if (key === undefined) return;
  const last = value[key] as Json;
  if (isContainer(last)) dropLast(last);
  else delete value[key];
}

/** A leading code fence keeps the partial parser from seeing the object; the final answer is repaired anyway. */
const OPENING_FENCE = /^\s*```[a-zA-Z]*\s*/;

/**
 * The part of an unfinished answer that is finished: an object holding every complete value so far, or
 * undefined while nothing is. Screens still check the shape of what they show; this only promises that
 * no text is cut off.
 */
export async function settledPartial(sdk: Pick<typeof AiSdk, 'parsePartialJson'>, text: string): Promise<unknown> {
  const { value, state } = await sdk.parsePartialJson(text.replace(OPENING_FENCE, ''));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (state === 'repaired-parse') dropLast(value as Json);
  return value;
}

/**
 * Feeds a growing answer in and calls `emit` with its settled part, at most every PARTIAL_EVERY_MS and
 * only when it changed. Parsing is chained, so partials arrive in order and never pile up.
 */
export function partialFeed(sdk: Pick<typeof AiSdk, 'parsePartialJson'>, emit: (partial: unknown) => void) {
  let last = '';
  let parsedAt = 0;
  let parsing: Promise<void> = Promise.resolve();
  let busy = false;
  return {
    update(text: string) {
      const now = performance.now();
      if (busy || now - parsedAt < PARTIAL_EVERY_MS) return;
      busy = true;
      parsedAt = now;
      parsing = settledPartial(sdk, text)
        .then((partial) => {
          if (partial === undefined) return;
          const json = JSON.stringify(partial);
          if (json === last) return;
          last = json;
          emit(partial);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    },
    /** Waits for a parse under way, so nothing is emitted after the final answer. */
    settle: () => parsing,
  };
}
