/** better-auth's client answers `{ data, error }`; this turns an error into one with the server's message. */
export function authFailure(error: { message?: string | undefined; status?: number } | null, fallback: string): Error {
  if (error?.status === 0 || (error && !error.message && !error.status)) {
    return new Error('Cannot reach the server. Check your connection and try again.');
  }
  return new Error(error?.message || fallback);
}
