// Test support for screens that call the API: fetch answered from a function, every request recorded.
import { vi } from 'vitest';

export interface Call {
  method: string;
  /** The path with its query string. */
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** Stubs fetch: each request is recorded, and `answer` gives its status and JSON body (404 when it gives none). */
export function serve(answer: (call: Call) => Answer | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = {
        method: request.method,
        path: url.pathname + url.search,
        body: text ? (JSON.parse(text) as unknown) : undefined,
      };
      calls.push(call);
      const { status, body } = (await answer(call)) ?? { status: 404, body: { error: 'Not found' } };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}
