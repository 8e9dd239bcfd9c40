import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** An error whose message is safe and useful to show to the person who caused it. */
export interface AppErrorExtra {
  /** Sent as Retry-After on a 429 or 503. */
  retryAfterSeconds?: number;
  /** The real cause in a second sentence, under the spec's own wording (e.g. 'The model took too long.'). */
  detail?: string;
}

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly extra: AppErrorExtra = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new AppError(400, message, 'BAD_REQUEST');
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found.') => new AppError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new AppError(409, message, 'CONFLICT');
export const quotaExceeded = (message: string) => new AppError(429, message, 'QUOTA_EXCEEDED');
