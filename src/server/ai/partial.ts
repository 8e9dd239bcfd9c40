import type * as AiSdk from 'ai';

/** How often a growing answer is parsed: often enough to feel live, rarely enough to cost little. */
export const PARTIAL_EVERY_MS = 100;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isContainer = (v: Json): v is Json[] | { [key: string]: Json } => v !== null && typeof v === 'object';

/** A text still being written, up to its last whole word; empty until it has one. */
const wholeWords = (text: string) => text.slice(0, Math.max(0, text.search(/\s\S*$/))).trimEnd();

/**
 * Makes the value written last readable, in place. A model writes its JSON front to back, so in an
 * unfinished answer only the last value can still be growing: a text is cut back to its last whole word
 * (it reads as it is written, never with half a word), and a number, which may be 1 on its way to 12,
 * is left out until it is finished.
 */
function trimLast(value: Json): void {
  const keys = Array.isArray(value) ? null : isContainer(value) ? Object.keys(value) : [];
  const at = keys ? keys.at(-1) : (value as Json[]).length - 1;
  if (at === undefined || at === -1) return;
  const holder = value as Record<string | number, Json>;
  const last = holder[at] as Json;
  if (isContainer(last)) return trimLast(last);
  const kept = typeof last === 'string' ? wholeWords(last) : '';
  if (kept) holder[at] = kept;
  else if (Array.isArray(value)) value.pop();
  else delete holder[at];
}

/** A quote that is not escaped, then a comma or a closing bracket: the last text was finished. */
const CLOSED_TEXT = /[^\\]"\s*[,\]}]\s*$/;

/** A leading code fence keeps the partial parser from seeing the object; the final answer is repaired anyway. */
const OPENING_FENCE = /^\s*```[a-zA-Z]*\s*/;

/**
 * The readable part of an unfinished answer: an object holding every finished value and the whole words
 * of the one being written, or undefined while there is none. Screens still check the shape of what they
 * show; this only promises that no word or number is cut off.
 */
export async function settledPartial(sdk: Pick<typeof AiSdk, 'parsePartialJson'>, text: string): Promise<unknown> {
  const { value, state } = await sdk.parsePartialJson(text.replace(OPENING_FENCE, ''));
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  if (state === 'repaired-parse' && !CLOSED_TEXT.test(text)) trimLast(value as Json);
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
