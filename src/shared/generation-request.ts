/*
 * What a generation request and its answer carry, apart from the schema builders in ai.ts and the brand
 * profile's: the browser reads it on every generator page, and importing either module there would
 * bring zod and the profile's fields into each page's first load.
 */

/** The header a generating request sends to leave the brand profile out of that one generation. */
export const BRAND_PROFILE_HEADER = 'X-Brand-Profile';

/** What a client sends in Accept to have a generation's finished fields streamed to it as they are written. */
export const GENERATION_STREAM_TYPE = 'text/event-stream';

/**
 * The events of a streamed generation: `partial` carries the finished fields so far (any of them may be
 * missing), `result` the saved record as the JSON answer would carry it, `error` `{ status, error, detail? }`.
 */
export const GENERATION_EVENTS = { partial: 'partial', result: 'result', error: 'error' } as const;

/** Said when a person stops a generation; a stopped plan job carries it as its error. */
export const GENERATION_STOPPED_MESSAGE = 'Stopped. Nothing was saved, and it did not count toward your monthly limit.';

/** Whether an answer is a stream of events rather than one JSON body (see src/server/ai/stream-response.ts). */
export const isGenerationStream = (res: Response) =>
  (res.headers.get('content-type') ?? '').startsWith(GENERATION_STREAM_TYPE);
