/**
 * A fresh key per user action that spends a generation. The server answers a repeated key with the
 * first result instead of generating again, so a retried or duplicated request never spends twice.
 * `crypto.randomUUID` exists only in secure contexts; a self-hosted app on a plain-http LAN address
 * is not one, so the key is built from `getRandomValues`, which exists everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Request options for a typed `api` call that generates: `api.x.$post({ json }, generationRequest())`. */
export const generationRequest = (key: string = newIdempotencyKey()) => ({
  headers: { 'Idempotency-Key': key },
});
