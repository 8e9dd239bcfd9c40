// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type * as React from 'react';
import { describe, expect, it } from 'vitest';
import { type GenerationRequest, generationRequest, newIdempotencyKey, useGenerationMutation } from './idempotency';
import { createQueryClient } from './query-client';

const wrapper = ({ children }: { children: React.ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('generation requests', () => {
  it('get a new 32-character key each time', () => {
    const keys = new Set(Array.from({ length: 100 }, newIdempotencyKey));
    expect(keys.size).toBe(100);
    for (const k of keys) expect(k).toMatch(/^[0-9a-f]{32}$/);
    expect(generationRequest('abcdefgh-1').headers['Idempotency-Key']).toBe('abcdefgh-1');
  });

  it('join a running action instead of sending a second request (a double click)', async () => {
    const calls: GenerationRequest[] = [];
    let finish: (v: string) => void = () => undefined;
    const { result } = renderHook(
      () =>
        useGenerationMutation({
          mutationFn: (_: number, request: GenerationRequest) => {
            calls.push(request);
            return new Promise<string>((resolve) => (finish = resolve));
          },
        }),
      { wrapper },
    );
    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.mutateAsync(1);
      second = result.current.mutateAsync(1);
    });
    expect(second).toBe(first);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => finish('done'));
    await expect(second).resolves.toBe('done');

    // The next action is a new one, with a new key.
    act(() => void result.current.mutateAsync(2));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.headers['Idempotency-Key']).not.toBe(calls[0]?.headers['Idempotency-Key']);
  });
});
