import { APICallError, LoadAPIKeyError } from 'ai';
import { describe, expect, it } from 'vitest';
import { classifyProviderError, retryAfterMs } from './errors';

const apiError = (statusCode: number | undefined, headers: Record<string, string> = {}) =>
  new APICallError({
    message: 'boom',
    url: 'http://x',
    requestBodyValues: {},
    statusCode,
    responseHeaders: headers,
    isRetryable: false,
  });

describe('retryAfterMs', () => {
  const now = Date.parse('2025-01-01T00:00:00Z');
  it.each([
    [{ 'retry-after': '2' }, 2000],
    [{ 'retry-after': '0.5' }, 500],
    [{ 'retry-after-ms': '150', 'retry-after': '9' }, 150],
    [{ 'retry-after': 'Wed, 01 Jan 2025 00:00:03 GMT' }, 3000],
    [{ 'retry-after': 'Tue, 31 Dec 2024 23:00:00 GMT' }, 0],
    [{ 'retry-after': 'soon' }, undefined],
    [{}, undefined],
  ])('%j -> %s', (headers, expected) => {
    expect(retryAfterMs(headers, now)).toBe(expected);
  });
});

describe('classifyProviderError', () => {
  it.each([
    [429, 'rate_limited', true],
    [401, 'configuration', false],
    [403, 'configuration', false],
    [404, 'configuration', false],
    [400, 'rejected', false],
    [422, 'rejected', false],
    [408, 'unavailable', true],
    [500, 'unavailable', true],
    [503, 'unavailable', true],
    [undefined, 'unavailable', true],
  ] as const)('HTTP %s -> %s (retryable: %s)', (status, kind, retryable) => {
    const err = classifyProviderError(apiError(status));
    expect(err.kind).toBe(kind);
    expect(err.retryable).toBe(retryable);
  });

  it('keeps the Retry-After of a 429', () => {
    expect(classifyProviderError(apiError(429, { 'retry-after': '3' })).options.retryAfterMs).toBe(3000);
  });

  it('treats a missing API key as configuration, and anything unknown as unavailable without retry', () => {
    expect(classifyProviderError(new LoadAPIKeyError({ message: 'no key' })).kind).toBe('configuration');
    const unknown = classifyProviderError(new Error('weird'));
    expect(unknown).toMatchObject({ kind: 'unavailable', detail: 'weird', retryable: false });
  });
});
