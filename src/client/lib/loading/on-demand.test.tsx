// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onDemand, useOnDemand } from './on-demand';

describe('onDemand', () => {
  it('fetches once for every caller and keeps the value', async () => {
    const fetch = vi.fn(() => Promise.resolve('schema'));
    const value = onDemand(fetch);
    expect(value.current()).toBeUndefined();
    await expect(Promise.all([value.load(), value.load()])).resolves.toEqual(['schema', 'schema']);
    expect(value.current()).toBe('schema');
    await value.load();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed fetch', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('schema');
    const value = onDemand(fetch);
    await expect(value.load()).rejects.toThrow('offline');
    expect(value.current()).toBeUndefined();
    await expect(value.load()).resolves.toBe('schema');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('useOnDemand', () => {
  it('renders undefined first, starts the fetch itself, and renders again with the value', async () => {
    let arrive: (v: string) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const value = onDemand(fetch);
    const { result } = renderHook(() => useOnDemand(value));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    act(() => arrive('schema'));
    await waitFor(() => expect(result.current).toBe('schema'));
  });

  it('has the value at once when it arrived before the component mounted', async () => {
    const value = onDemand(() => Promise.resolve(42));
    await value.load();
    const { result } = renderHook(() => useOnDemand(value));
    expect(result.current).toBe(42);
  });
});
