import { createParser } from 'eventsource-parser';
import { GENERATION_EVENTS } from './generation-request';

/** A streamed generation's failure: the status and body the same failure answers as JSON. */
export interface StreamedFailure {
  status: number;
  error?: string;
  detail?: string;
  code?: string;
}

export type StreamedOutcome = { ok: true; value: unknown } | { ok: false; failure: StreamedFailure };

const parse = (data: string): unknown => {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * Reads a streamed generation to its end: each `partial` goes to `onPartial`, and the outcome is its
 * `result` or `error` event. Undefined when the stream ended without one (the connection dropped).
 */
export async function readGenerationStream(
  body: ReadableStream<Uint8Array>,
  onPartial: (partial: unknown) => void,
): Promise<StreamedOutcome | undefined> {
  let outcome: StreamedOutcome | undefined;
  const parser = createParser({
    onEvent({ event, data }) {
      const value = parse(data);
      if (event === GENERATION_EVENTS.partial && value && typeof value === 'object') onPartial(value);
      else if (event === GENERATION_EVENTS.result) outcome = { ok: true, value };
      else if (event === GENERATION_EVENTS.error)
        outcome = { ok: false, failure: { status: 500, ...(value as Partial<StreamedFailure>) } };
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.feed(decoder.decode(value, { stream: true }));
  }
  return outcome;
}
