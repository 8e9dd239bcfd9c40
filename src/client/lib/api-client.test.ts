// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ApiError, errorMessage, unwrap } from './api-client';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('unwrap', () => {
  it('returns the JSON body of a successful call', async () => {
    await expect(unwrap(json(200, { subscribed: true }))).resolves.toEqual({ subscribed: true });
  });

  it("throws an ApiError carrying the server's message and status", async () => {
    const error: unknown = await unwrap(json(400, { error: 'Enter a valid email address' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Enter a valid email address' });
  });

  it('names the status when the body has no message', async () => {
    const call = Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(unwrap(call)).rejects.toMatchObject({ status: 502, message: 'The request failed (HTTP 502).' });
  });

  it('says the server cannot be reached when the request itself fails', async () => {
    await expect(unwrap(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check your connection and try again.',
    });
  });
});

describe('errorMessage', () => {
  it('prefers the error message and falls back otherwise', () => {
    expect(errorMessage(new Error('Nope.'), 'fallback')).toBe('Nope.');
    expect(errorMessage('weird', 'fallback')).toBe('fallback');
  });
});
