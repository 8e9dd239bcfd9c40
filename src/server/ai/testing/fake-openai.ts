import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake server. */
export interface FakeReply {
  /** HTTP status; 200 answers a chat completion, anything else an OpenAI-style error body. */
  status?: number;
  headers?: Record<string, string>;
  /** The assistant message text (200 only). */
  content?: string;
  /** Shorthand for `content: JSON.stringify(json)`. */
  json?: unknown;
  /** The error message (non-200 only). */
  error?: string;
  /** Wait this long before answering, to play a slow model. */
  delayMs?: number;
  finishReason?: string;
  /** How a streamed answer (a request with `stream: true`) is played; by default one chunk at once. */
  stream?: FakeStream;
}

/** A streamed answer: the text in `chunks` equal pieces, the first after `firstChunkMs`, the last at `durationMs`. */
export interface FakeStream {
  durationMs?: number;
  firstChunkMs?: number;
  chunks?: number;
  /** Closes the connection after this many chunks, without finishing: a stream cut in the middle. */
  cutAfterChunks?: number;
}

export interface ChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  [key: string]: unknown;
}

export interface FakeOpenAI {
  /** Ends in /v1, ready for AI_BASE_URL. */
  baseUrl: string;
  /** Every chat request received, in order. */
  requests: ChatRequest[];
  /** Queues answers for the next requests, in order. */
  script(...replies: FakeReply[]): void;
  /** What to answer once the script is used up (by default a 500 naming the missing script). */
  otherwise(reply: FakeReply | ((req: ChatRequest) => FakeReply)): void;
  reset(): void;
  close(): Promise<void>;
}

const USAGE = { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 };

function send(res: ServerResponse, reply: FakeReply, model: string) {
  const status = reply.status ?? 200;
  const body =
    status === 200
      ? {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content ?? JSON.stringify(reply.json ?? {}) },
              finish_reason: reply.finishReason ?? 'stop',
            },
          ],
          usage: USAGE,
        }
      : { error: { message: reply.error ?? `fake error ${status}`, type: 'fake_error', code: status } };
  res.writeHead(status, { 'content-type': 'application/json', ...reply.headers });
  res.end(JSON.stringify(body));
}

const chunkOf = (model: string, choice: Record<string, unknown> | null, usage?: unknown) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: choice ? [{ index: 0, ...choice }] : [],
    ...(usage ? { usage } : {}),
  })}\n\n`;

/** Plays a 200 answer as Server-Sent Events the way OpenAI-compatible servers stream chat completions. */
function sendStream(res: ServerResponse, reply: FakeReply, model: string) {
  const content = reply.content ?? JSON.stringify(reply.json ?? {});
  const { durationMs = 0, firstChunkMs = 0, chunks = 1, cutAfterChunks } = reply.stream ?? {};
  const count = Math.max(1, Math.min(chunks, content.length || 1));
  const size = Math.ceil(content.length / count);
  const pieces = Array.from({ length: count }, (_, i) => content.slice(i * size, (i + 1) * size));
  const step = count > 1 ? Math.max(0, durationMs - firstChunkMs) / (count - 1) : 0;
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...reply.headers });
  // One timer at a time, each chunk scheduling the next: many timers set at once for many concurrent
  // answers can fire out of order, which would scramble the text.
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  res.on('close', () => clearTimeout(timer));
  const sendChunk = (i: number) => {
    if (res.destroyed) return;
    const role = i === 0 ? { role: 'assistant' } : {};
    res.write(chunkOf(model, { delta: { ...role, content: pieces[i] }, finish_reason: null }));
    if (cutAfterChunks !== undefined && i + 1 >= cutAfterChunks) return void res.destroy();
    if (i < count - 1) return schedule(i + 1);
    res.write(chunkOf(model, { delta: {}, finish_reason: reply.finishReason ?? 'stop' }));
    res.write(chunkOf(model, null, USAGE));
    res.end('data: [DONE]\n\n');
  };
  const schedule = (i: number) => {
    const wait = started + firstChunkMs + step * i - performance.now();
    timer = setTimeout(() => sendChunk(i), Math.max(0, wait));
  };
  schedule(0);
}

/** An OpenAI-compatible chat completions server on a free local port, answering from a script. */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  let queue: FakeReply[] = [];
  let fallback: FakeReply | ((req: ChatRequest) => FakeReply) = { status: 500, error: 'no scripted reply left' };
  const requests: ChatRequest[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
    requests.push(body);
    const next = queue.shift() ?? fallback;
    const reply = typeof next === 'function' ? next(body) : next;
    const answer = () =>
      body.stream === true && (reply.status ?? 200) === 200
        ? sendStream(res, reply, body.model)
        : send(res, reply, body.model);
    if (!reply.delayMs) return answer();
    const timer = setTimeout(() => {
      if (!res.destroyed) answer();
    }, reply.delayMs);
    // The client gave up (timeout test): drop the answer instead of writing to a closed socket.
    res.on('close', () => clearTimeout(timer));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => res.writeHead(400).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    otherwise: (reply) => void (fallback = reply),
    reset() {
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
