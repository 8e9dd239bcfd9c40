import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOnlineStatus, PROBE_INTERVAL_MS } from './online-status';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, {
    navigator: { onLine },
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms) as unknown as number,
    clearInterval: (id: number) => clearInterval(id),
  });
}

describe('online status', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('comes back online when the server answers, even if the browser never says so', async () => {
    const win = fakeWindow(true);
    let serverUp = false;
    const status = createOnlineStatus(win, () => Promise.resolve(serverUp));
    const changes: boolean[] = [];
    status.subscribe(() => changes.push(status.get()));
    win.dispatchEvent(new Event('offline'));
    expect(status.get()).toBe(false);
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 2);
    expect(status.get()).toBe(false);
    serverUp = true; // the network is back; no `online` event, navigator.onLine still false
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(status.get()).toBe(true);
    expect(changes).toEqual([false, true]);
  });

  it('checks at once on the online event, and stays offline while the server does not answer', async () => {
    const win = fakeWindow(false);
    let serverUp = false;
    const probe = vi.fn(() => Promise.resolve(serverUp));
    const status = createOnlineStatus(win, probe);
    const unsubscribe = status.subscribe(() => undefined);
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(status.get()).toBe(false);
    serverUp = true;
    win.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(status.get()).toBe(true);
    const calls = probe.mock.calls.length;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
    expect(probe.mock.calls.length).toBe(calls); // no probing once online
    unsubscribe();
  });
});
