import { isGenerationStream } from '../../shared/generation-request';
import { readGenerationStream } from '../../shared/generation-stream';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Turns a streamed generation back into the one JSON answer the typed client expects, handing every
 * partial to `onPartial` on the way: the `result` becomes a 200 with its body, an `error` the status and
 * body the same failure has as JSON. Loaded only when a stream arrives, so no page grows by it.
 */
export async function collectGeneration(res: Response, onPartial: (partial: unknown) => void): Promise<Response> {
  if (!isGenerationStream(res) || !res.body) return res;
  const outcome = await readGenerationStream(res.body, onPartial);
  // A stream that ends without an outcome lost its connection, which the client reports as being offline.
  if (!outcome) throw new TypeError('the generation stream ended early');
  if (outcome.ok) return json(outcome.value, 200);
  const { status, ...body } = outcome.failure;
  return json(body, status);
}
