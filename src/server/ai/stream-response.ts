import type { Context, TypedResponse } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { JSONParsed } from 'hono/utils/types';
import { GENERATION_EVENTS, GENERATION_STREAM_TYPE } from '../../shared/generation-request';
import type { AppEnv } from '../context';
import { errorAnswer } from '../http';

/** A comment line now and then keeps proxies from closing a stream while a slow model thinks. */
const KEEP_ALIVE_MS = 15_000;

type Answer<Res, S extends 200 | 201> = Response & TypedResponse<JSONParsed<Res>, S, 'json'>;

type Outcome<Res> = { ok: true; value: Res } | { ok: false; error: unknown };

/**
 * Answers a generation request. A client that accepts `text/event-stream` gets the model's finished
 * fields as `partial` events while it writes, then one `result` event with the same body the JSON answer
 * would have, or one `error` event with the error's status and body. Everything decided before the first
 * partial (bad input, the quota, the hourly rate, a replayed key, the offline composer's instant result)
 * is answered as plain JSON with its own status, so a stream is only opened when there is something to
 * stream. Other clients get JSON as always.
 */
export async function generationResponse<Res, S extends 200 | 201>(
  c: Context<AppEnv>,
  status: S,
  run: (onPartial: ((partial: unknown) => void) | undefined) => Promise<Res>,
  // Typed as the JSON answer, which is what the typed client reads; a stream's `result` carries the same body.
): Promise<Answer<Res, S>> {
  if (!(c.req.header('accept') ?? '').includes(GENERATION_STREAM_TYPE))
    return c.json(await run(undefined), status) as Answer<Res, S>;
  const partials: unknown[] = [];
  let wake = () => {};
  let streaming!: () => void;
  const firstPartial = new Promise<'partial'>((resolve) => (streaming = () => resolve('partial')));
  const work = run((partial) => {
    partials.push(partial);
    streaming();
    wake();
  });
  const first = await Promise.race([work.then(() => 'done' as const), firstPartial]);
  if (first === 'done') return c.json(await work, status) as Answer<Res, S>;

  let outcome: Outcome<Res> | undefined;
  void work
    .then(
      (value) => (outcome = { ok: true, value }),
      (error: unknown) => (outcome = { ok: false, error }),
    )
    .finally(() => wake());
  const streamed = streamSSE(c, async (stream) => {
    const keepAlive = setInterval(() => void stream.write(': keep-alive\n\n').catch(() => undefined), KEEP_ALIVE_MS);
    try {
      for (;;) {
        // Only the newest partial matters: each one holds everything finished so far.
        const latest = partials.splice(0).at(-1);
        if (latest !== undefined)
          await stream.writeSSE({ event: GENERATION_EVENTS.partial, data: JSON.stringify(latest) });
        if (outcome) break;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      if (outcome.ok) {
        await stream.writeSSE({ event: GENERATION_EVENTS.result, data: JSON.stringify(outcome.value) });
      } else {
        const { status: failed, body } = errorAnswer(outcome.error, c);
        await stream.writeSSE({ event: GENERATION_EVENTS.error, data: JSON.stringify({ status: failed, ...body }) });
      }
    } finally {
      clearInterval(keepAlive);
    }
  });
  return streamed as Answer<Res, S>;
}
