import { hc } from 'hono/client';
import type { AppType } from '../../server/app';

/** The typed API: request and response types flow from the server routes. */
export const api = hc<AppType>(window.location.origin).api;

/** A failed API call, carrying the server's message (always a sentence a person can act on). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const OFFLINE = 'Cannot reach the server. Check your connection and try again.';

type JsonOf<R> = R extends { json(): Promise<infer T> } ? T : never;

/** Awaits an `api` call and returns its JSON body, or throws an ApiError with the server's message. */
export async function unwrap<R extends { ok: boolean; status: number; json(): Promise<unknown> }>(
  call: Promise<R>,
): Promise<JsonOf<R>> {
  let res: R;
  try {
    res = await call;
  } catch {
    throw new ApiError(0, OFFLINE);
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: unknown; detail?: unknown } | null;
    const message = typeof body?.error === 'string' ? body.error : `The request failed (HTTP ${res.status}).`;
    // The real cause goes on a second line under the spec's wording (toasts and alerts keep line breaks).
    throw new ApiError(res.status, typeof body?.detail === 'string' ? `${message}\n${body.detail}` : message);
  }
  return (await res.json()) as JsonOf<R>;
}

export const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;
