/**
 * Runs `run` once the browser has nothing better to do (at the latest after `timeout` ms, when given),
 * and returns a function that cancels it. Safari has no requestIdleCallback: there it runs after
 * `fallbackMs`.
 */
export function whenIdle(run: () => void, { timeout, fallbackMs = 1 }: { timeout?: number; fallbackMs?: number } = {}) {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, timeout === undefined ? undefined : { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}

const prefetched = new WeakSet<() => Promise<unknown>>();

/**
 * Fetches on-demand code once the browser is idle, once per loader, so the first open of a dialog
 * loaded on demand does not wait for the network. A failed fetch is left for the open to retry.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>): void {
  if (prefetched.has(load)) return;
  prefetched.add(load);
  whenIdle(() => void load().catch(() => undefined));
}
